import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { EMPTY_USER, useUserStore } from '../../../stores/user-store';
import { loginResult } from '../../../testing/fixtures';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import RegisterPage from './register';
import { renderRoutes } from '../../../testing/render-page';

const MOBILE = '905551234567';

function renderRegister() {
  renderRoutes(
    [
      {
        path: '/pages/user/auth/register',
        Component: RegisterPage,
        handle: { titleKey: 'register', requiresLogin: false, tab: false },
      },
      { path: '/pages/user', element: <p>My page</p> },
    ],
    '/pages/user/auth/register?invite_code=CLOUDMALL',
  );
}

async function fillAndSubmit(code: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newbie' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input[name="password"]' }), {
    target: { value: 'secret99' },
  });
  fireEvent.change(screen.getByLabelText('Contact number (phone or WhatsApp)'), {
    target: { value: MOBILE },
  });
  if (code) {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    });
    fireEvent.change(screen.getByLabelText('Verification code (optional)'), {
      target: { value: code },
    });
  }
  fireEvent.click(screen.getByRole('checkbox'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  });
}

describe('register page: confirming the number with an optional code', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => useUserStore.setState({ ...EMPTY_USER }));

  it('sends a register code to the number and registers with it', async () => {
    const api = installRouteApi({
      '/api/wanlshop/sms/send': () => envelopeResponse(null),
      '/api/wanlshop/user/register': () => envelopeResponse(loginResult({ mobile: MOBILE })),
    });
    renderRegister();
    await fillAndSubmit('654321');
    expect(sentBodies(api.fetch, '/api/wanlshop/sms/send')).toEqual([
      { mobile: MOBILE, event: 'register' },
    ]);
    expect(sentBodies(api.fetch, '/api/wanlshop/user/register')[0]).toMatchObject({
      mobile: MOBILE,
      captcha: '654321',
    });
  });

  it('registers without a code when none is typed', async () => {
    const api = installRouteApi({
      '/api/wanlshop/sms/send': () => envelopeResponse(null),
      '/api/wanlshop/user/register': () => envelopeResponse(loginResult({ mobile: MOBILE })),
    });
    renderRegister();
    await fillAndSubmit('');
    const [sent] = sentBodies(api.fetch, '/api/wanlshop/user/register');
    expect(sent).toMatchObject({ username: 'newbie', mobile: MOBILE, invite_code: 'CLOUDMALL' });
    expect(sent).not.toHaveProperty('captcha');
  });
});
