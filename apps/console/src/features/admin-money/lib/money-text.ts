/** "12.50" / "-3.00" as the API sends money → minor units "1250" / "-300" for `<Money>`. */
export function minorOf(amount: string): string {
  const negative = amount.startsWith('-');
  const [units = '0', cents = ''] = amount.replace('-', '').split('.');
  const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  return (negative ? -minor : minor).toString();
}

/** A fresh idempotency key (one per intended action; a retry of the same action reuses it). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Unix seconds → a local date and time. */
export function dateTime(seconds: number, language: string): string {
  if (!seconds) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  );
}
