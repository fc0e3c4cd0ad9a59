/** Login return target: only same-app paths ("/..." but not "//host") are honoured, else the fallback. */
export function safeRedirect(target: string | null | undefined, fallback = '/pages/user'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target.startsWith('/pages/user/auth/')) return fallback; // never loop back into the auth flow
  return target;
}

/** The login page path that returns to `target` afterwards. */
export function loginPath(target?: string): string {
  const base = '/pages/user/auth/auth';
  return target ? `${base}?redirect=${encodeURIComponent(target)}` : base;
}
