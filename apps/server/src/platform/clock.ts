/** The server's clock, injected so tests can move time (OTP expiry, holds, sessions). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export const unixSeconds = (date: Date | null | undefined): number =>
  date ? Math.floor(date.getTime() / 1000) : 0;
