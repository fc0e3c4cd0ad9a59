import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { applyLoginResult } from '../stores/session';
import { EMPTY_STATISTICS, useStatisticsStore } from '../stores/statistics-store';
import { useUiStore } from '../stores/ui-store';
import { EMPTY_USER, useUserStore } from '../stores/user-store';
import { loginResult } from '../testing/fixtures';
import { runStartup, startSession, type StartupDeps } from './startup';

function deps(overrides: Partial<StartupDeps> = {}): StartupDeps {
  return {
    checkToken: vi.fn(async () => 'valid' as const),
    loadAdverts: vi.fn(async () => undefined),
    loadServices: vi.fn(async () => undefined),
    checkUpdate: vi.fn(async () => undefined),
    loadCart: vi.fn(),
    loadStatistics: vi.fn(),
    ...overrides,
  };
}

describe('startup', () => {
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER });
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
  });
  afterEach(() => vi.useRealTimers());

  it('without a stored token only loads adverts and services', async () => {
    const d = deps();
    await startSession(d);
    expect(d.checkToken).not.toHaveBeenCalled();
    expect(d.loadAdverts).toHaveBeenCalledTimes(1);
    expect(d.loadServices).toHaveBeenCalledTimes(1);
  });

  it('token check 200 restores the stored user as logged in', async () => {
    applyLoginResult(loginResult());
    useUserStore.setState({ isLogin: false });
    const d = deps();
    await startSession(d);
    expect(d.checkToken).toHaveBeenCalledWith('token-abc');
    expect(useUserStore.getState()).toMatchObject({ isLogin: true, username: 'demo' });
  });

  it('401 clears the user and statistics', async () => {
    applyLoginResult(loginResult());
    const d = deps({ checkToken: vi.fn(async () => 'invalid' as const) });
    await startSession(d);
    expect(useUserStore.getState()).toMatchObject({
      isLogin: false,
      token: '',
      id: 0,
      username: '',
    });
    expect(useStatisticsStore.getState().order.pay).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.statistics)).toBeNull();
    expect(d.loadAdverts).toHaveBeenCalledTimes(1);
  });

  it('a failed token check is ignored and adverts and services still load', async () => {
    applyLoginResult(loginResult());
    const d = deps({ checkToken: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await startSession(d);
    expect(useUserStore.getState()).toMatchObject({ isLogin: true, token: 'token-abc' });
    expect(d.loadAdverts).toHaveBeenCalledTimes(1);
    expect(d.loadServices).toHaveBeenCalledTimes(1);
  });

  it('marks the session as checked once the token check has answered', async () => {
    applyLoginResult(loginResult());
    useUiStore.setState({ sessionChecked: false });
    await startSession(deps());
    expect(useUiStore.getState().sessionChecked).toBe(true);
  });

  it('a failed advert or service load does not break start-up', async () => {
    const d = deps({ loadAdverts: vi.fn(async () => Promise.reject(new Error('busy'))) });
    await expect(startSession(d)).resolves.toBeUndefined();
    expect(d.loadServices).toHaveBeenCalledTimes(1);
  });

  it('dispatches update, statistics get, and cart get after 1 s', async () => {
    vi.useFakeTimers();
    const d = deps();
    await runStartup(d);
    expect(d.checkUpdate).toHaveBeenCalledTimes(1);
    expect(d.loadStatistics).toHaveBeenCalledTimes(1);
    expect(d.loadCart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(d.loadCart).toHaveBeenCalledTimes(1);
  });
});
