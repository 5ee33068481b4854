/**
 * Stored roles and their ordinal access levels, 1 (user) to 4 (admin). Level 0 is the anonymous
 * caller, who has no stored role. A role meets any requirement of its level or below: access checks
 * compare levels, never names.
 */
export const ROLES = ['user', 'role_c', 'ml_developer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LEVEL = { user: 1, role_c: 2, ml_developer: 3, admin: 4 } as const satisfies Record<Role, number>;

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const roleSatisfies = (held: Role, required: Role): boolean => ROLE_LEVEL[held] >= ROLE_LEVEL[required];
