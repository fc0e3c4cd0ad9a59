import { appRoutes } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { createDeferredApiClient } from './deferred-client.ts';

describe('deferred api client', () => {
  it('refuses a call made before the app configured it', () => {
    const { api } = createDeferredApiClient();
    expect(() => api.call(appRoutes.loadTabbar, { t: '1', client: 'h5' })).toThrow(
      'configureApi() must run before the first API call',
    );
  });
});
