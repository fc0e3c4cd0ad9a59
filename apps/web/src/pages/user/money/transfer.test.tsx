import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import TransferPage from './transfer';
import { renderRoutes } from '../../../testing/render-page';
import { useEnglishMember } from '../../../testing/member';

const SUMMARY = {
  balance: '10000.00',
  held_income: '0.00',
  withdrawal_hold: '0.00',
  green_points: '0.00',
  equity: '0.00',
  score: 0,
  next_release_at: 0,
};
const RECEIVER = { id: 13, username: 'demo2', nickname: 'Second Demo', avatar: '' };

function renderTransfer() {
  renderRoutes(
    [
      {
        path: '/t',
        Component: TransferPage,
        handle: { titleKey: 'transfer', requiresLogin: true, tab: false },
      },
    ],
    '/t',
  );
}

async function fill(to: string, amount: string) {
  fireEvent.change(await screen.findByLabelText('Send to'), { target: { value: to } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  });
}

describe('transfer page', () => {
  useEnglishMember({ username: 'demo', mobile: '8613800000001' });

  it('refuses a transfer to oneself without asking the server', async () => {
    const api = installRouteApi({
      '/api/wanlshop/wallet/summary': () => envelopeResponse(SUMMARY),
    });
    renderTransfer();
    await fill('Demo', '10');
    expect(await screen.findByText('You cannot transfer to yourself')).toBeTruthy();
    await fill('8613800000001', '10');
    expect(await screen.findByText('You cannot transfer to yourself')).toBeTruthy();
    expect(sentBodies(api.fetch, '/api/wanlshop/wallet/transfer/preview')).toHaveLength(0);
  });

  it('asks for a username or phone number and previews by the phone as typed', async () => {
    const api = installRouteApi({
      '/api/wanlshop/wallet/summary': () => envelopeResponse(SUMMARY),
      '/api/wanlshop/wallet/transfer/preview': () =>
        envelopeResponse({ to: RECEIVER, amount: '5.00' }),
    });
    renderTransfer();
    expect((await screen.findByPlaceholderText('Username or phone number')).tagName).toBe('INPUT');
    await fill(' 8613800000002 ', '5');
    expect(await screen.findByText('Second Demo')).toBeTruthy();
    expect(sentBodies(api.fetch, '/api/wanlshop/wallet/transfer/preview')[0]).toMatchObject({
      to: '8613800000002',
    });
  });

  it('confirms the receiver in a sheet, ends on a receipt, and uses a new key for each confirmed transfer', async () => {
    const api = installRouteApi({
      '/api/wanlshop/wallet/summary': () => envelopeResponse(SUMMARY),
      '/api/wanlshop/wallet/transfer/preview': () =>
        envelopeResponse({ to: RECEIVER, amount: '25.50' }),
      '/api/wanlshop/wallet/transfer': () =>
        envelopeResponse({
          id: 41,
          amount: '25.50',
          balance: '9974.50',
          to_username: 'demo2',
          to_nickname: 'Second Demo',
          createtime: 1_790_000_000,
        }),
    });
    renderTransfer();
    for (let round = 0; round < 2; round += 1) {
      await fill('demo2', '25.5');
      expect(await screen.findByText('Second Demo')).toBeTruthy();
      expect(screen.getByTestId('transfer-confirm-amount').textContent).toBe('¥25.50');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
      });
      await waitFor(() =>
        expect(sentBodies(api.fetch, '/api/wanlshop/wallet/transfer')).toHaveLength(round + 1),
      );
      // the transfer ends on a receipt: to whom, how much, when, its reference
      expect((await screen.findByTestId('transfer-receipt-amount')).textContent).toBe('¥25.50');
      expect(screen.getByTestId('transfer-receipt-to').textContent).toBe('Second Demo (@demo2)');
      expect(screen.getByTestId('transfer-receipt-reference').textContent).toBe('T41');
      expect(screen.getByTestId('transfer-receipt-time').textContent).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      );
      fireEvent.click(screen.getByRole('button', { name: 'New transfer' }));
      await waitFor(() =>
        expect((screen.getByLabelText('Send to') as HTMLInputElement).value).toBe(''),
      );
    }
    const [first, second] = sentBodies(api.fetch, '/api/wanlshop/wallet/transfer');
    expect(first).toMatchObject({ to: 'demo2', amount: '25.5' });
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  });
});
