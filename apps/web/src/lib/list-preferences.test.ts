import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  parseLayout,
  PREFERENCES_KEY,
  readListPreferences,
  writeListPreferences,
} from './list-preferences';

describe('list preferences', () => {
  it.each([
    [undefined, DEFAULT_PREFERENCES],
    ['{"layout":4,"gutter":15}', { layout: 2, gutter: 15 }],
    ['{"layout":3,"gutter":12}', { layout: 3, gutter: 20 }],
    ['{not json', DEFAULT_PREFERENCES],
  ])(
    'defaults to two columns and a 20-unit gutter, field by field (stored: %s)',
    (stored, read) => {
      if (stored !== undefined) localStorage.setItem(PREFERENCES_KEY, stored);
      expect(readListPreferences()).toEqual(read);
    },
  );

  it('keeps the chosen layout and gutter in local storage', () => {
    writeListPreferences({ layout: 'waterfall', gutter: 30 });
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '')).toEqual({
      layout: 'waterfall',
      gutter: 30,
    });
    expect(readListPreferences()).toEqual({ layout: 'waterfall', gutter: 30 });
    writeListPreferences({ layout: 1, gutter: 10 });
    expect(readListPreferences()).toEqual({ layout: 1, gutter: 10 });
  });

  it('reads module layouts given as numbers or digits', () => {
    expect(parseLayout('3')).toBe(3);
    expect(parseLayout(1)).toBe(1);
    expect(parseLayout('waterfall')).toBe('waterfall');
    expect(parseLayout('5')).toBeUndefined();
  });
});
