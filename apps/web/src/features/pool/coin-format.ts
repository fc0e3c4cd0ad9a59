/** How coin figures read in the reader's language: prices, signed changes and chart axes. */

/** A price string with the coin's decimals, grouped per locale ("1,234.5000" / "1.234,5000"). */
export function formatCoinPrice(price: string, scale: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  }).format(Number(price));
}

/** A change with its sign always shown ("+0.0125", "−0.0300"); zero has none. */
export function formatSignedPrice(change: string, scale: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
    signDisplay: 'exceptZero',
  }).format(Number(change));
}

/** A percent change with sign and two decimals, per locale ("+3.25%", "%-3,25" in Turkish). */
export function formatSignedPercent(percent: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(Number(percent) / 100);
}

/** Whether a change is a rise, a fall or flat (colours the figures). */
export function trendOf(change: string | null): 'up' | 'down' | 'flat' {
  const value = Number(change ?? 0);
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}

/** A chart time label: day and month for periods over 3 days, else day and hour. */
export function formatChartTime(unixSeconds: number, days: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    days > 3 ? { month: 'numeric', day: 'numeric' } : { day: 'numeric', hour: 'numeric' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(unixSeconds * 1000));
}

/** When the latest price was taken, date and time per locale. */
export function formatPriceTime(unixSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(unixSeconds * 1000),
  );
}
