import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { skipKitAnimations } from '../../../testing/kit-animations';
import { renderRoutes } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import type { DeviceRow } from '../api/device-queries';
import { RenewSheet } from './renew-sheet';

const expired: DeviceRow = {
  id: 8,
  name: 'Phone B',
  device_code: 'CPAAAAAAAAAA',
  state: 'expired',
  expires_at: '2026-01-01T00:00:00.000Z',
  days_left: 0,
  free: false,
  provider: 'database',
  provider_name: 'Built-in',
  online: false,
  last_seen_at: null,
  frozen: false,
  bound_codes: 0,
  preview: null,
};

const PLANS = {
  plans: [
    { days: 7, price: '9.90' },
    { days: 30, price: '29.90' },
  ],
  balance: '5.00',
};

function showSheet() {
  renderRoutes(
    [{ path: '/pages/cart', Component: () => <RenewSheet device={expired} onClose={vi.fn()} /> }],
    '/pages/cart',
  );
}

describe('renewal sheet', () => {
  beforeAll(async () => {
    skipKitAnimations();
    await initI18n('en');
  });

  it('offers the plans with prices and the balance, and sends the chosen plan with an idempotency key', async () => {
    const { fetch } = installRouteApi({
      '/api/wanlshop/device/renew_plans': () => envelopeResponse(PLANS),
      '/api/wanlshop/device/renew': () =>
        envelopeResponse(null, { code: 0, msg: 'insufficient_balance' }),
    });
    showSheet();
    const monthly = await screen.findByRole('radio', { name: /30 days/ });
    expect(screen.getByRole('radio', { name: /7 days/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Paid from your balance: ¥5.00 available')).toBeTruthy();
    fireEvent.click(monthly);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥29.90' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    const [sent] = sentBodies(fetch, '/api/wanlshop/device/renew');
    expect(sent).toMatchObject({ id: 8, days: 30 });
    expect(String(sent?.idempotency_key)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows insufficient balance in words with a link to top up', async () => {
    installRouteApi({
      '/api/wanlshop/device/renew_plans': () => envelopeResponse(PLANS),
      '/api/wanlshop/device/renew': () =>
        envelopeResponse(null, { code: 0, msg: 'insufficient_balance' }),
    });
    showSheet();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ¥9.90' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Insufficient balance');
    const topUp = screen.getByRole('link', { name: 'Top up' });
    expect(topUp.getAttribute('href')).toBe('/pages/user/money/recharge');
  });
});
