import { describe, expect, it } from 'vitest';
import {
  clearLocalHistory,
  HISTORY_LIMIT,
  mergeHistory,
  normalizeKeyword,
  pushKeyword,
  readLocalHistory,
  recordSearch,
} from './search-history';

describe('search history', () => {
  it.each([
    ['  cloud   phone ', 'cloud phone'],
    ['x'.repeat(80), 'x'.repeat(64)],
  ])('normalises keywords: trimmed, single spaces, at most 64 characters (%s)', (raw, keyword) => {
    expect(normalizeKeyword(raw)).toBe(keyword);
  });

  it('puts the newest keyword first, drops an earlier copy in any case, and caps the list', () => {
    expect(pushKeyword(['phone', 'script'], 'Script')).toEqual(['Script', 'phone']);
    expect(pushKeyword(['phone'], '   ')).toEqual(['phone']);
    const long = Array.from({ length: HISTORY_LIMIT }, (_, index) => `k${index}`);
    expect(pushKeyword(long, 'new')).toHaveLength(HISTORY_LIMIT);
    expect(pushKeyword(long, 'new')[0]).toBe('new');
  });

  it('merges the server history before this device’s without duplicates', () => {
    expect(mergeHistory(['Phone', 'vpn'], ['phone', 'robot', ' '])).toEqual([
      'Phone',
      'vpn',
      'robot',
    ]);
  });

  it('keeps a member’s searches per member, nothing for visitors, and clears them', () => {
    recordSearch(12, 'cloud phone');
    recordSearch(12, 'script');
    recordSearch(13, 'other member');
    expect(readLocalHistory(12)).toEqual(['script', 'cloud phone']);
    expect(readLocalHistory(13)).toEqual(['other member']);
    expect(recordSearch(0, 'visitor')).toEqual([]);
    expect(readLocalHistory(0)).toEqual([]);
    clearLocalHistory(12);
    expect(readLocalHistory(12)).toEqual([]);
    expect(readLocalHistory(13)).toEqual(['other member']);
  });

  it('keeps a markup keyword as plain text', () => {
    expect(pushKeyword([], '<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
});
