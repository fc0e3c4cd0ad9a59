import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { CouponCard, type CouponCardData } from './coupon-card';

const coupon = (over: Partial<CouponCardData> = {}): CouponCardData => ({
  type: 'reduction',
  user_type: 'reduction',
  name: '5 off 30',
  price: '5.00',
  discount: '10',
  limit: '30.00',
  shop_id: 3,
  shop: { shopname: 'ScriptSmith' },
  ...over,
});

const renderCard = (data: CouponCardData, stamp?: string) =>
  render(
    <Suspense fallback={null}>
      <CouponCard
        coupon={data}
        stamp={stamp}
        muted={Boolean(stamp)}
        validity={{ key: 'validDays', days: 7 }}
      />
    </Suspense>,
  );

describe('coupon card', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows a cash-off coupon: face value, threshold, type, shop and validity', async () => {
    const { container } = renderCard(coupon());
    expect(await screen.findByText('5 off 30')).toBeTruthy();
    expect(container.textContent).toContain('¥5');
    expect(screen.getByText('Orders from ¥30')).toBeTruthy();
    expect(screen.getByText('Cash off')).toBeTruthy();
    expect(screen.getByText('ScriptSmith')).toBeTruthy();
    expect(screen.getByText('Valid 7 days after claiming')).toBeTruthy();
  });

  it('shows a platform discount as percent off with no minimum, and a stamp when used', async () => {
    renderCard(
      coupon({
        type: 'discount',
        discount: '8.5',
        limit: '0.00',
        shop_id: 0,
        shop: { shopname: '' },
      }),
      'Used',
    );
    expect(await screen.findByText('15% off')).toBeTruthy();
    expect(screen.getByText('No minimum')).toBeTruthy();
    expect(screen.getByText('Cloudmall coupon')).toBeTruthy();
    expect(screen.getByText('Used')).toBeTruthy();
  });

  it('shows free shipping for shipping coupons', async () => {
    renderCard(coupon({ type: 'shipping', name: 'Ship free' }));
    expect(await screen.findByText('Free shipping')).toBeTruthy();
  });
});
