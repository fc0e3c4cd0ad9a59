import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  parseLayout,
  PREFERENCES_KEY,
  readListPreferences,
  writeListPreferences,
} from './list-preferences';

describe('list preferences', () => {
  it('defaults to two columns and a 20-unit gutter', () => {
    expect(readListPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

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

  it('ignores stored values outside the options, field by field', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ layout: 4, gutter: 15 }));
    expect(readListPreferences()).toEqual({ layout: 2, gutter: 15 });
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ layout: 3, gutter: 12 }));
    expect(readListPreferences()).toEqual({ layout: 3, gutter: 20 });
    localStorage.setItem(PREFERENCES_KEY, '{not json');
    expect(readListPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('reads module layouts given as numbers or digits', () => {
    expect(parseLayout('3')).toBe(3);
    expect(parseLayout(1)).toBe(1);
    expect(parseLayout('waterfall')).toBe('waterfall');
    expect(parseLayout('5')).toBeUndefined();
  });
});
