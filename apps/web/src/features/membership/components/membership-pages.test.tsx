import type { DistributorStatus, VipStatus } from '@cloudmall/contract/vip';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-page';
import { useEnglishMember } from '../../../testing/member';
import { envelopeResponse, installRouteApi } from '../../../testing/test-api';
import { DistributorView } from './distributor-view';
import { PurchaseView } from './purchase-view';
import { VipView } from './vip-view';

const vip: VipStatus = {
  level: 1,
  level_name: 'Silver',
  spend: '50.00',
  discount_bps: 0,
  next: { level: 2, name: 'Gold', threshold: '200.00', remaining: '150.00' },
  levels: [
    {
      level: 1,
      name: 'Silver',
      threshold: '0.00',
      price: '49.00',
      for_sale: true,
      discount_bps: 0,
      benefits: '',
    },
    {
      level: 2,
      name: 'Gold',
      threshold: '200.00',
      price: '199.00',
      for_sale: true,
      discount_bps: 300,
      benefits: 'VIP coupons',
    },
  ],
};

const refused: DistributorStatus = {
  state: 'refused',
  discount_bps: 1000,
  application: {
    id: 4,
    user_id: 1,
    username: 'demo',
    name: 'Ada Trading',
    contact: '+90 555',
    region: 'Istanbul',
    reason: '',
    state: 'refused',
    refuse_reason: 'region is full',
    created_at: 1_790_000_000,
    decided_at: 1_790_000_100,
  },
};

describe('the membership pages', () => {
  useEnglishMember();

  it('VIP: the current level, the spend still needed, and a package only above the current level', async () => {
    installRouteApi({ '/api/vip/status': () => envelopeResponse(vip) });
    renderRoutes([{ path: '/v', element: <VipView /> }], '/v');
    expect(await screen.findByText('¥150.00 more to reach Gold')).toBeTruthy();
    expect(screen.getByText('Reached')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy now for ¥199.00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now for ¥49.00' })).toBeNull();
    expect(screen.getByText('3% off goods')).toBeTruthy();
  });

  it('distributor: a refusal shows its reason and the form to apply again', async () => {
    installRouteApi({ '/api/distributor/status': () => envelopeResponse(refused) });
    renderRoutes([{ path: '/d', element: <DistributorView /> }], '/d');
    expect(await screen.findByText('Reason: region is full')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });

  it('purchase: a non-distributor sees why and the way to apply', async () => {
    installRouteApi({
      '/api/distributor/status': () =>
        envelopeResponse({ state: 'none', application: null, discount_bps: 1000 }),
    });
    renderRoutes([{ path: '/p', element: <PurchaseView /> }], '/p');
    expect(await screen.findByText('For distributors only')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to become a distributor' })).toBeTruthy();
  });

  it('shows the load-failed view with a retry when the status cannot load', async () => {
    installRouteApi({});
    renderRoutes([{ path: '/v', element: <VipView /> }], '/v');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
