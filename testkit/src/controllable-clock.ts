import type { Clock } from '@metagame/core';

/** A clock that stands still until a test moves it: expiry and cooldowns without sleeping. */
export class ControllableClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-01T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(by: { seconds?: number; minutes?: number; days?: number }): void {
    this.current += ((by.days ?? 0) * 86_400 + (by.minutes ?? 0) * 60 + (by.seconds ?? 0)) * 1000;
  }
}
