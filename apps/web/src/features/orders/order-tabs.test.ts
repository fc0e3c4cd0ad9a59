import { describe, expect, it } from 'vitest';
import { stateOfTab, tabFromParams } from './order-tabs';

describe('order list tab from the link', () => {
  it('opens the tab of the My page shortcuts (?state=1..4)', () => {
    expect(
      ['1', '2', '3', '4'].map((state) => tabFromParams(new URLSearchParams({ state }))),
    ).toEqual(['pay', 'delive', 'receiving', 'evaluate']);
  });
  it('opens a tab by name and falls back to all orders', () => {
    expect(tabFromParams(new URLSearchParams({ tab: 'receiving' }))).toBe('receiving');
    expect(tabFromParams(new URLSearchParams({ tab: 'customer' }))).toBe('whole');
    expect(tabFromParams(new URLSearchParams({ state: '9' }))).toBe('whole');
    expect(tabFromParams(new URLSearchParams())).toBe('whole');
  });
  it('asks the server for the state of the tab', () => {
    expect(stateOfTab('whole')).toBe(0);
    expect(stateOfTab('evaluate')).toBe(4);
  });
});
