import { UniqueConstraintViolationException } from '@mikro-orm/core';

/** True when a write failed on a unique index; adapters report it in their port's own terms. */
export const isUniqueViolation = (error: unknown): boolean => error instanceof UniqueConstraintViolationException;
