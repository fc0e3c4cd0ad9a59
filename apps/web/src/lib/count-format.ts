export interface CountFormatOptions {
  /** Show `99+` above 99 (badges). */
  cap99?: boolean;
}

/** Truncates to one decimal so 9999 reads 9.9k rather than a rounded 10.0k. */
function oneDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1);
}

/** Spec §9: above 9999 → x.xw, above 999 → x.xk, and a 99+ cap where asked. */
export function formatCount(count: number, options: CountFormatOptions = {}): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  if (options.cap99 && whole > 99) return '99+';
  if (whole > 9999) return `${oneDecimal(whole / 10_000)}w`;
  if (whole > 999) return `${oneDecimal(whole / 1_000)}k`;
  return String(whole);
}
