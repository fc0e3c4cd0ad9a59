import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResult } from '../../../testing/fixtures';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import RegisterPage from './register';
import { useEnglishVisitor } from '../../../testing/member';
import { renderPageAmong } from '../../../testing/render-page';

const MOBILE = '905551234567';

function renderRegister() {
  renderPageAmong(
    {
      path: '/pages/user/auth/register',
      Component: RegisterPage,
      meta: { titleKey: 'register', requiresLogin: false, tab: false },
    },
    { '/pages/user': 'My page' },
    '/pages/user/auth/register?invite_code=CLOUDMALL',
  );
}

/** The code and register routes answer as the server does for a new number. */
function installRegisterApi() {
  return installRouteApi({
    '/api/wanlshop/sms/send': () => envelopeResponse(null),
    '/api/wanlshop/user/register': () => envelopeResponse(loginResult({ mobile: MOBILE })),
  });
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
  useEnglishVisitor();

  it('sends a register code to the number and registers with it', async () => {
    const api = installRegisterApi();
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
    const api = installRegisterApi();
    renderRegister();
    await fillAndSubmit('');
    const [sent] = sentBodies(api.fetch, '/api/wanlshop/user/register');
    expect(sent).toMatchObject({ username: 'newbie', mobile: MOBILE, invite_code: 'CLOUDMALL' });
    expect(sent).not.toHaveProperty('captcha');
  });
});
