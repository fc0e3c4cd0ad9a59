import { safeRedirect } from '../../lib/safe-redirect';
import { PAGES } from '../../lib/paths';

export const CHECKOUT_PATH = PAGES.addorder;

/** `path` with `address_id` set (replacing any earlier choice). */
export function withAddressId(path: string, addressId: number): string {
  const url = new URL(path, 'http://app.local');
  url.searchParams.set('address_id', String(addressId));
  return `${url.pathname}${url.search}`;
}

/**
 * Where a chosen address goes back to: `redirect` when the opener named one (same-app only), else
 * null, meaning "the page before" (checkout links here without naming itself).
 */
export function explicitReturn(redirect: string | null): string | null {
  if (!redirect) return null;
  const target = safeRedirect(redirect, '');
  return target === '' ? null : target;
}

/**
 * Goes back to the page before (the checkout) and then puts `address_id` on its URL: the back
 * navigation is a popstate, after which the checkout's URL is replaced with the choice.
 */
export function returnToPreviousWith(
  addressId: number,
  back: () => void,
  replace: (path: string) => void,
): void {
  const onPop = () => {
    window.removeEventListener('popstate', onPop);
    const { pathname, search } = window.location;
    if (pathname === CHECKOUT_PATH) replace(withAddressId(`${pathname}${search}`, addressId));
  };
  window.addEventListener('popstate', onPop);
  back();
}
