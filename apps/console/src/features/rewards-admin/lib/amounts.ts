/** A wire amount ("12.30", "-1.05") in minor units as a string ("1230"), for the Money component. */
export function minorText(amount: string): string {
  const negative = amount.startsWith('-');
  const [units = '0', cents = ''] = amount.replace('-', '').split('.');
  const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  return (negative ? -minor : minor).toString();
}

/** A fresh key for one intended money action: a double click or a retry moves money once. */
export function newRequestKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
