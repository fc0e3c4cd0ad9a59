/**
 * Money as the API sends it: integer minor units in a string ("123456" → 1,234.56 in English,
 * 1.234,56 in Turkish). Never through a float: the units are a BigInt.
 */
export function formatMinorUnits(minor: string | number | bigint, language: string): string {
  let value: bigint;
  try {
    value = BigInt(minor);
  } catch {
    return String(minor);
  }
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2 });
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const units = new Intl.NumberFormat(language).format(abs / 100n);
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}${decimal}${cents}`;
}
