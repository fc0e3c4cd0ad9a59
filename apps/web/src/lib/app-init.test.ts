import { describe, expect, it } from 'vitest';
import { envelopeResponse, installRouteApi } from '../testing/test-api';
import { fetchAppInit, prefetchAppInit } from './app-init';

const init = {
  appConfig: {},
  appStyle: {},
  modulesData: {
    homeModules: { page: {}, item: [] },
    categoryModules: [],
    searchModules: [],
  },
  serviceVersion: 1,
};

const initCalls = (fetch: ReturnType<typeof installRouteApi>['fetch']) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/common/init')).length;

describe('app init', () => {
  it('a prefetched common/init answers the next caller without a second request', async () => {
    const { fetch } = installRouteApi({
      '/api/wanlshop/common/init': () => envelopeResponse(init),
    });
    prefetchAppInit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await fetchAppInit()).toMatchObject({ serviceVersion: 1 });
    expect(initCalls(fetch)).toBe(1);
    // only once: a later caller (pull to refresh) loads it again
    await fetchAppInit();
    expect(initCalls(fetch)).toBe(2);
  });
});
