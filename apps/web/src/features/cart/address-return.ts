import type { NavigateFunction } from 'react-router';
import { canGoBack } from '../../components/layout/use-go-back';
import { safeRedirect } from '../../lib/safe-redirect';
import { PAGES } from '../../lib/paths';

export const CHECKOUT_PATH = PAGES.addorder;

/** The add-address page; from the list in choose-for-checkout mode it keeps that mode and its return. */
export function addAddressPath(params: URLSearchParams): string {
  if (params.get('source') !== 'checkout') return PAGES.addressManage;
  const kept = new URLSearchParams({ source: 'checkout' });
  const redirect = params.get('redirect');
  if (redirect) kept.set('redirect', redirect);
  return `${PAGES.addressManage}?${kept.toString()}`;
}

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

/**
 * Chooses an address for the checkout. From the list (`steps` 1): to `redirect` when the opener named
 * one, else back to the page before with `address_id` on the checkout's URL. From the add form behind
 * the list (`steps` 2): back past both pages, then the opener (or the checkout) with `address_id`, so
 * a new address is chosen without tapping it again and Back does not return to the form.
 */
export function chooseForCheckout(
  addressId: number,
  redirect: string | null,
  navigate: NavigateFunction,
  steps: 1 | 2 = 1,
): void {
  const target = explicitReturn(redirect);
  const replace = (path: string) => void navigate(path, { replace: true });
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (target && steps === 1) replace(withAddressId(target, addressId));
  else if (!target && steps === 1 && canGoBack())
    returnToPreviousWith(addressId, () => void navigate(-1), replace);
  else if (steps === 2 && idx >= 2) {
    const onPop = () => {
      window.removeEventListener('popstate', onPop);
      const { pathname, search } = window.location;
      if (target) replace(withAddressId(target, addressId));
      else if (pathname === CHECKOUT_PATH)
        replace(withAddressId(`${pathname}${search}`, addressId));
    };
    window.addEventListener('popstate', onPop);
    void navigate(-2);
  } else replace(withAddressId(target ?? CHECKOUT_PATH, addressId));
}
