import { merchantRefundRoutes } from '@cloudmall/contract/merchant';
import { walletAdminRoutes, walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { inputDefaults } from './url-query';

describe('the value the server applies to a filter the URL leaves out', () => {
  it('is the route schema default as text; a filter without a default has none', () => {
    expect(inputDefaults(walletAdminRoutes.kycList.input, ['status', 'q'])).toEqual({
      status: 'pending',
    });
    expect(inputDefaults(merchantRefundRoutes.refundList.input, ['state'])).toEqual({
      state: '-1',
    });
    expect(inputDefaults(walletConsoleRoutes.withdrawals.input, ['status'])).toEqual({});
    expect(inputDefaults(undefined, ['status'])).toEqual({});
  });
});
