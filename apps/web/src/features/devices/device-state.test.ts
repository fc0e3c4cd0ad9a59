import { describe, expect, it } from 'vitest';
import { actionsFor, canClaimFree, stateTone } from './device-state';

describe('device state badges', () => {
  it('shows running in green, shut down in grey and expired in red', () => {
    expect(stateTone('running')).toBe('green');
    expect(stateTone('shutdown')).toBe('grey');
    expect(stateTone('expired')).toBe('red');
  });
});

describe('power actions per state', () => {
  it('lets a running phone shut down or restart, and a shut-down phone start', () => {
    expect(actionsFor({ state: 'running', frozen: false })).toEqual(['shutdown', 'restart']);
    expect(actionsFor({ state: 'shutdown', frozen: false })).toEqual(['start']);
  });
  it('offers no power action on an expired or frozen phone', () => {
    expect(actionsFor({ state: 'expired', frozen: false })).toEqual([]);
    expect(actionsFor({ state: 'running', frozen: true })).toEqual([]);
  });
});

describe('the free cloud phone', () => {
  it('can be claimed only while no phone of the member is the free one', () => {
    expect(canClaimFree([], false)).toBe(true);
    expect(canClaimFree([{ free: false }], false)).toBe(true);
    expect(canClaimFree([{ free: false }, { free: true }], false)).toBe(false);
  });
  it('is not offered again once this screen claimed it or heard it was claimed', () => {
    expect(canClaimFree([], true)).toBe(false);
  });
});
