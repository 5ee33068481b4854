import type { Clock } from '@metagame/core';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
