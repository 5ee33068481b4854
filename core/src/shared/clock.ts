/** Source of the current time; tests use a fixed or steppable clock instead of the system one. */
export interface Clock {
  now(): Date;
}
