import { identityRoutes, type LoginResult } from '@cloudmall/contract';
import { api } from '../../../lib/api';
import type { CallOptions } from '@cloudmall/client';
import { closeActiveSocket } from '../../../lib/active-socket';
import { STORAGE_KEYS, readString } from '../../../lib/storage';
import { clearSession } from '../../../stores/session';

/** The socket's client id, sent with login so the server can bind the session's socket. */
function clientId(): string | undefined {
  return readString(STORAGE_KEYS.chatClientId) || undefined;
}

const quiet: CallOptions = { silent: true, loading: true };

export function loginWithPassword(account: string, password: string): Promise<LoginResult> {
  return api.call(identityRoutes.login, { account, password, client_id: clientId() }, quiet);
}

export function loginWithSms(mobile: string, captcha: string): Promise<LoginResult> {
  return api.call(identityRoutes.mobileLogin, { mobile, captcha, client_id: clientId() }, quiet);
}

export function register(input: {
  username: string;
  password: string;
  invite_code: string;
  mobile: string;
  captcha?: string;
}): Promise<LoginResult> {
  return api.call(identityRoutes.register, { ...input, client_id: clientId() }, quiet);
}

export function resetPassword(mobile: string, captcha: string, newpassword: string): Promise<null> {
  return api.call(identityRoutes.resetPassword, { mobile, captcha, newpassword }, quiet);
}

/** Placeholder the protocol sends to token/check when no token is stored. */
export const TOKEN_PLACEHOLDER = 'wanlshop';

/**
 * Token check (its answer read in full, so the request ends): 200 naming this token with time left is
 * valid; 401, or a 200 whose token has no time left, is invalid; anything else throws (and is ignored).
 */
export async function checkToken(token: string): Promise<'valid' | 'invalid'> {
  const sent = token || TOKEN_PLACEHOLDER;
  const { status, data } = await api.probe(
    identityRoutes.tokenCheck,
    {},
    { token: sent, silent: true },
  );
  if (status === 401) return 'invalid';
  if (status === 200 && data?.token === sent) return data.expires_in > 0 ? 'valid' : 'invalid';
  throw new Error(`token/check answered HTTP ${status}`);
}

/** Logout (spec §4): tells the server, then clears the session locally and closes the socket. */
export async function logoutMember(): Promise<void> {
  try {
    await api.call(identityRoutes.logout, { client_id: clientId() }, quiet);
  } catch {
    // the local logout happens regardless of the server
  }
  clearSession();
  closeActiveSocket();
}
