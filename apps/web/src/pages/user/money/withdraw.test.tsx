import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  envelopeResponse,
  installRouteApi as installWalletApi,
  sentBodies,
} from '../../../testing/test-api';
import { bankAccount, withdrawal, withdrawConfig } from '../../../testing/wallet-fixtures';
import WithdrawPage from './withdraw';
import { renderPageAmong } from '../../../testing/render-page';
import { useEnglishMember } from '../../../testing/member';

function renderWithdraw() {
  return renderPageAmong(
    {
      path: '/pages/user/money/withdraw',
      Component: WithdrawPage,
      meta: { titleKey: 'withdraw', requiresLogin: true, tab: false },
    },
    { '/pages/user/setting/kyc': 'KYC page', '/pages/user/money/witlist': 'Withdrawal log page' },
  ).router;
}

const WITHDRAW = '/api/wanlshop/wallet/withdraw';

describe('withdraw page', () => {
  useEnglishMember({ username: 'demo' });

  it('blocks the form with the KYC gate while identity is not verified', async () => {
    installWalletApi({
      '/api/wanlshop/wallet/withdraw/config': () => envelopeResponse(withdrawConfig('none')),
      '/api/wanlshop/bank/list': () => envelopeResponse([]),
    });
    const router = renderWithdraw();
    expect(await screen.findByText('Verify your identity to withdraw')).toBeTruthy();
    expect(screen.queryByLabelText('Withdrawal amount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('KYC page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/user/setting/kyc');
  });

  it('previews the fee exactly and refuses malformed amounts before sending', async () => {
    const api = installWalletApi({
      '/api/wanlshop/wallet/withdraw/config': () => envelopeResponse(withdrawConfig()),
      '/api/wanlshop/bank/list': () => envelopeResponse([bankAccount()]),
    });
    renderWithdraw();
    const amount = await screen.findByLabelText('Withdrawal amount');
    fireEvent.change(amount, { target: { value: '100.00' } });
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('¥2.00');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('¥98.00');

    fireEvent.change(amount, { target: { value: '100.001' } });
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('--');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'Enter a positive amount with at most two decimals, e.g. 100 or 12.50',
      ),
    ).toBeTruthy();

    fireEvent.change(amount, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdraw in multiples of ¥50.00')).toBeTruthy();
    expect(sentBodies(api.fetch, WITHDRAW)).toHaveLength(0);
  });

  it('retries a failed request with the same idempotency key, then shows the log', async () => {
    let attempts = 0;
    const api = installWalletApi({
      '/api/wanlshop/wallet/withdraw/config': () => envelopeResponse(withdrawConfig()),
      '/api/wanlshop/bank/list': () => envelopeResponse([bankAccount()]),
      '/api/wanlshop/wallet/withdraw': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return envelopeResponse(withdrawal('100.00'));
      },
    });
    const router = renderWithdraw();
    fireEvent.change(await screen.findByLabelText('Withdrawal amount'), {
      target: { value: '100' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    });
    // nothing is sent before the confirm step
    expect(await screen.findByTestId('withdraw-confirm-receive')).toBeTruthy();
    expect(sentBodies(api.fetch, WITHDRAW)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    });
    await waitFor(() => expect(sentBodies(api.fetch, WITHDRAW)).toHaveLength(1));
    const confirmButton = () => screen.getByRole('button', { name: 'Confirm withdrawal' });
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    expect(await screen.findByText('Withdrawal log page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/user/money/witlist');

    const bodies = sentBodies(api.fetch, WITHDRAW);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ amount: '100', bank_id: 7 });
    expect(bodies[0]?.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(bodies[1]?.idempotency_key).toBe(bodies[0]?.idempotency_key);
  });

  it('confirms amount, fee, what arrives in USDT at the configured rate, and the address first', async () => {
    const api = installWalletApi({
      '/api/wanlshop/wallet/withdraw/config': () => envelopeResponse(withdrawConfig()),
      '/api/wanlshop/bank/list': () =>
        envelopeResponse([
          bankAccount({
            id: 9,
            type: 'usdt',
            bank_name: '',
            network: 'TRC20',
            account: '********abcd',
          }),
        ]),
    });
    renderWithdraw();
    fireEvent.change(await screen.findByLabelText('Withdrawal amount'), {
      target: { value: '100' },
    });
    expect(screen.getByTestId('withdraw-receive-usdt').textContent).toBe('13.80 USDT');
    expect(screen.getByText('Rate: 1 USDT = ¥7.10')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    });
    expect((await screen.findByTestId('withdraw-confirm-amount')).textContent).toBe('¥100.00');
    expect(screen.getByTestId('withdraw-confirm-fee').textContent).toBe('¥2.00');
    expect(screen.getByTestId('withdraw-confirm-receive').textContent).toContain('13.80 USDT');
    expect(screen.getByTestId('withdraw-confirm-to').textContent).toContain('USDT · TRC20');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('withdraw-confirm-amount')).toBeNull());
    expect(sentBodies(api.fetch, WITHDRAW)).toHaveLength(0);
  });
});
