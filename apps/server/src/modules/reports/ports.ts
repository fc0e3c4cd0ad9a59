/** A count and a money sum (minor units) of one day. */
export interface DayFigure {
  count: number;
  minor: bigint;
}

/** What reports read from the modules that own the figures, per UTC day (`YYYY-MM-DD`) in [from, to). */
export interface ReportSources {
  /** Orders: orders paid and what they cost. */
  sales(from: Date, to: Date): Promise<Map<string, DayFigure>>;
  /** Identity: members who joined. */
  newMembers(from: Date, to: Date): Promise<Map<string, number>>;
  /** Wallet: deposits credited and withdrawals paid. */
  money(
    from: Date,
    to: Date,
  ): Promise<{ deposits: Map<string, DayFigure>; withdrawals: Map<string, DayFigure> }>;
}
