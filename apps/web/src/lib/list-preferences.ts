import { readJson, writeJson } from './storage';

/** Spec §3: product lists in 1, 2 or 3 columns, or a waterfall. */
export const GOODS_LAYOUTS = [1, 2, 3, 'waterfall'] as const;
export type GoodsLayout = (typeof GOODS_LAYOUTS)[number];

/** Spec §3 gutter options, in design units (750 wide). */
export const GUTTERS = [10, 15, 20, 25, 30] as const;
export type Gutter = (typeof GUTTERS)[number];

export interface ListPreferences {
  layout: GoodsLayout;
  gutter: Gutter;
}

export const DEFAULT_PREFERENCES: ListPreferences = { layout: 2, gutter: 20 };

/** Where the product list keeps the shopper's layout and gutter. */
export const PREFERENCES_KEY = 'wanlshop:goods_layout';

/** A layout from a module param or storage: 1, 2, 3 (numbers or digits) or 'waterfall'. */
export function parseLayout(value: unknown): GoodsLayout | undefined {
  if (value === 'waterfall') return 'waterfall';
  const columns = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return columns === 1 || columns === 2 || columns === 3 ? columns : undefined;
}

export function parseGutter(value: unknown): Gutter | undefined {
  return GUTTERS.find((gutter) => gutter === value);
}

/** The stored preferences; anything missing or invalid falls back to the default. */
export function readListPreferences(): ListPreferences {
  const stored = readJson(PREFERENCES_KEY);
  const record =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    layout: parseLayout(record.layout) ?? DEFAULT_PREFERENCES.layout,
    gutter: parseGutter(record.gutter) ?? DEFAULT_PREFERENCES.gutter,
  };
}

export function writeListPreferences(preferences: ListPreferences): void {
  writeJson(PREFERENCES_KEY, preferences);
}
