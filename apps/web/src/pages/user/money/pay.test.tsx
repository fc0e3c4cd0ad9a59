import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../../../stores/user-store';
import { renderPage } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import CashierPage from './pay';
import { useEnglishMember } from '../../../testing/member';

const GET_PAY = '/api/wanlshop/pay/getPay';
const PAYMENT = '/api/wanlshop/pay/payment';

const cashier = (balance: string) => ({
  list: [
    { id: 3, order_id: 3, order_no: 'A3', price: '79.40', shop_name: 'Cozy Corner' },
    { id: 4, order_id: 4, order_no: 'A4', price: '8.90', shop_name: 'CodeVault' },
  ],
  total: '88.30',
  balance,
  order_id: [3, 4],
  order_no: 'A3',
  pay_no: '',
  price: '88.30',
  order_type: 'goods',
  token: 'pay-token-1',
});

describe('cashier', () => {
  useEnglishMember({ username: 'demo' });

  it('shows the orders paid together and refuses a balance below the total, translated', async () => {
    const api = installRouteApi({ [GET_PAY]: () => envelopeResponse(cashier('88.29')) });
    renderPage(CashierPage, '/pages/user/money/pay', '?order_id=3,4');
    expect(await screen.findByText('Cozy Corner')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥88.30');
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Pay ¥88.30 from balance' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(sentBodies(api.fetch, GET_PAY)[0]).toEqual({ order_id: [3, 4] });
  });

  it('retries a failed payment with the same idempotency key and shows the success', async () => {
    let attempts = 0;
    const api = installRouteApi({
      [GET_PAY]: () => envelopeResponse(cashier('100.00')),
      [PAYMENT]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return envelopeResponse({
          order_id: [3, 4],
          pay_no: 'P1',
          price: '88.30',
          balance: '11.70',
        });
      },
    });
    renderPage(CashierPage, '/pages/user/money/pay', '?order_id=3,4');
    const pay = await screen.findByRole('button', { name: 'Pay ¥88.30 from balance' });
    await act(async () => fireEvent.click(pay));
    await waitFor(() => expect(sentBodies(api.fetch, PAYMENT)).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Pay ¥88.30 from balance' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Pay ¥88.30 from balance' })),
    );
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(screen.getByText(/Remaining balance: ¥11.70/)).toBeTruthy();
    const bodies = sentBodies(api.fetch, PAYMENT);
    expect(bodies[0]).toMatchObject({ order_id: [3, 4], type: 'balance' });
    expect(bodies[1]?.idempotency_key).toBe(bodies[0]?.idempotency_key);
    expect(useUserStore.getState().money).toBe('11.70');
  });

  it('explains a link without orders', async () => {
    installRouteApi({});
    renderPage(CashierPage, '/pages/user/money/pay', '?amount=12');
    expect(await screen.findByText('This payment link is not valid')).toBeTruthy();
  });
});
