import { AUTH_PAGES_PREFIX, PAGES } from './paths';

/** Login return target: only same-app paths ("/..." but not "//host") are honoured, else the fallback. */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string = PAGES.userCenter,
): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target.startsWith(AUTH_PAGES_PREFIX)) return fallback; // never loop back into the auth flow
  return target;
}

/** The login page path that returns to `target` afterwards. */
export function loginPath(target?: string): string {
  const base = PAGES.auth;
  return target ? `${base}?redirect=${encodeURIComponent(target)}` : base;
}
