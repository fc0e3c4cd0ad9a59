import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { loginResult } from '../testing/fixtures';
import { applyLoginResult, clearSession } from './session';
import { EMPTY_STATISTICS, useStatisticsStore } from './statistics-store';
import { EMPTY_USER, useUserStore } from './user-store';

describe('session transitions', () => {
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER });
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
  });

  it('login stores the user and token, marks logged in and turns push, sound and vibration on', () => {
    useUserStore.setState({ pushs: false, shock: false, voice: false });
    applyLoginResult(loginResult());
    const user = useUserStore.getState();
    expect(user).toMatchObject({
      isLogin: true,
      token: 'token-abc',
      id: 12,
      money: '12.50',
      pushs: true,
      shock: true,
      voice: true,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').state.token).toBe(
      'token-abc',
    );
  });

  it('login saves the statistics under wanlshop:statis', () => {
    applyLoginResult(loginResult());
    expect(useStatisticsStore.getState().order.delive).toBe(2);
    expect(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.statistics) ?? '{}').state.dynamic.coupon,
    ).toBe(9);
  });

  it('clearing the session empties every user field, zeroes statistics and removes both stored keys', () => {
    applyLoginResult(loginResult());
    clearSession();
    expect(useUserStore.getState()).toMatchObject({ ...EMPTY_USER, isLogin: false, money: '0.00' });
    expect(useStatisticsStore.getState().order).toEqual(EMPTY_STATISTICS.order);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.statistics)).toBeNull();
  });
});
