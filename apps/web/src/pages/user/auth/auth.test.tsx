import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../../../stores/user-store';
import { loginResult } from '../../../testing/fixtures';
import { envelopeResponse, installTestApi } from '../../../testing/test-api';
import AuthPage from './auth';
import { useEnglishVisitor } from '../../../testing/member';
import { renderPageAmong } from '../../../testing/render-page';

function renderLogin() {
  return renderPageAmong(
    {
      path: '/pages/user/auth/auth',
      Component: AuthPage,
      meta: { titleKey: 'auth', requiresLogin: false, tab: false },
    },
    { '/pages/user': 'My page' },
    '/pages/user/auth/auth?redirect=%2Fpages%2Fuser',
  ).router;
}

function fillPasswordForm(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('Account'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input[name="password"]' }), {
    target: { value: password },
  });
}

describe('login page', () => {
  useEnglishVisitor();

  it('with the agreement unchecked shows the prompt and sends no request', async () => {
    const api = installTestApi();
    renderLogin();
    fillPasswordForm('demo', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toBe(
      'Please read and accept the User Agreement and Privacy Policy first',
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('prompts for a missing account and a short password before anything else', async () => {
    const api = installTestApi();
    renderLogin();
    fillPasswordForm('', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your account number or username')).toBeTruthy();
    expect(screen.getByText('The password needs at least 6 characters')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('logs in with the agreement accepted and returns to the redirect target', async () => {
    const api = installTestApi(async () => envelopeResponse(loginResult()));
    renderLogin();
    fillPasswordForm('demo', 'demo1234');
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(await screen.findByText('My page')).toBeTruthy();
    const [url, init] = api.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/wanlshop/user/login');
    expect(JSON.parse(String(init?.body))).toMatchObject({ account: 'demo', password: 'demo1234' });
    expect(useUserStore.getState()).toMatchObject({ isLogin: true, token: 'token-abc' });
  });
});
