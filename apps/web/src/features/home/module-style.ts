import type { CSSProperties } from 'react';
import { convertPxText, serverPx } from '../../lib/design-units';

/** Lengths: numbers are px, strings have their px converted. */
const LENGTH_KEYS = new Set([
  'height',
  'minHeight',
  'width',
  'fontSize',
  'lineHeight',
  'gap',
  'borderRadius',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
]);
/** Plain values taken as they are when they look harmless (no url(), no expression). */
const PLAIN_KEYS = new Set([
  'color',
  'backgroundColor',
  'background',
  'textAlign',
  'fontWeight',
  'borderColor',
]);
const SAFE_TEXT = /^[#\w\s.,%()-]*$/;

const camel = (key: string) =>
  key.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** One length value of a style or params object, converted, or undefined when it is not a length. */
export function toLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return serverPx(value);
  if (
    typeof value !== 'string' ||
    value.trim() === '' ||
    !SAFE_TEXT.test(value) ||
    /url|expression/i.test(value)
  )
    return undefined;
  const text = value.trim();
  return /^-?\d*\.?\d+$/.test(text) ? serverPx(Number(text)) : convertPxText(text);
}

/**
 * A module's `style` from the server as React style: known length keys scaled (spec §7: px doubled,
 * responsive), colours and alignment kept, anything else (and anything with url() or scripts) dropped.
 */
export function convertModuleStyle(style: Record<string, unknown> | undefined): CSSProperties {
  const result: Record<string, string> = {};
  for (const [rawKey, value] of Object.entries(style ?? {})) {
    const key = camel(rawKey);
    if (LENGTH_KEYS.has(key)) {
      const length = toLength(value);
      if (length !== undefined) result[key] = length;
    } else if (
      PLAIN_KEYS.has(key) &&
      typeof value === 'string' &&
      SAFE_TEXT.test(value) &&
      !/url|expression/i.test(value)
    ) {
      result[key] = value;
    } else if (PLAIN_KEYS.has(key) && typeof value === 'number' && key === 'fontWeight') {
      result[key] = String(value);
    }
  }
  return result as CSSProperties;
}
