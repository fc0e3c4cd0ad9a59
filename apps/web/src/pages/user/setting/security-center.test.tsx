import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResult } from '../../../testing/fixtures';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import SecurityCenterPage from './security-center';
import { renderRoutes } from '../../../testing/render-page';
import { useEnglishMember } from '../../../testing/member';

const MOBILE = '8613800000009';
const profile = (confirmed: boolean) => ({
  ...loginResult({ mobile: MOBILE }).userinfo,
  mobile_confirmed: confirmed,
});

function renderPage() {
  renderRoutes(
    [
      {
        path: '/s',
        Component: SecurityCenterPage,
        handle: { titleKey: 'securityCenter', requiresLogin: true, tab: false },
      },
    ],
    '/s',
  );
}

describe('security center: confirm phone number', () => {
  useEnglishMember({ username: 'demo', mobile: MOBILE });

  it('sends a code to the own number and confirms it with the code typed', async () => {
    let confirmed = false;
    const api = installRouteApi({
      '/api/wanlshop/user/info': () => envelopeResponse(profile(confirmed)),
      '/api/wanlshop/sms/send': () => envelopeResponse(null),
      '/api/wanlshop/user/changemobile': () => {
        confirmed = true;
        return envelopeResponse(profile(true));
      },
    });
    renderPage();
    await act(async () => {
      fireEvent.click(await screen.findByText('Confirm phone number'));
    });
    expect(screen.getByText(/Confirm 86138\*{4}0009 with a code/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    });
    expect(sentBodies(api.fetch, '/api/wanlshop/sms/send')).toEqual([
      { mobile: MOBILE, event: 'changemobile' },
    ]);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(sentBodies(api.fetch, '/api/wanlshop/user/changemobile')).toEqual([
      { mobile: MOBILE, captcha: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByText('Confirm phone number')).toBeNull());
  });

  it('asks for the code before confirming', async () => {
    const api = installRouteApi({
      '/api/wanlshop/user/info': () => envelopeResponse(profile(false)),
    });
    renderPage();
    await act(async () => {
      fireEvent.click(await screen.findByText('Confirm phone number'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(sentBodies(api.fetch, '/api/wanlshop/user/changemobile')).toHaveLength(0);
  });

  it('offers no confirmation for a number already confirmed', async () => {
    const api = installRouteApi({
      '/api/wanlshop/user/info': () => envelopeResponse(profile(true)),
    });
    renderPage();
    expect(await screen.findByText('Change phone number')).toBeTruthy();
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await act(async () => {
      await api.fetch.mock.results[0]?.value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('Confirm phone number')).toBeNull();
  });
});
