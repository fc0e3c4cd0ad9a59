import { useState } from 'react';

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

/**
 * The key of one intended money action: a double click or a retry sends the same key, so money
 * moves once; `renew` after success gives the next action its own.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  return { key, renew: () => setKey(newIdempotencyKey()) };
}
