import type { Advert } from '@cloudmall/contract';
import { PAGES } from './paths';

/** Spec §2: an advert whose url is not http opens as an in-app route; otherwise its advert page by id. */
export function advertTarget(advert: Pick<Advert, 'id' | 'url'>): string {
  const url = advert.url.trim();
  if (url && !/^https?:\/\//i.test(url)) return url.startsWith('/') ? url : `/${url}`;
  return `${PAGES.articleAdvert}?id=${advert.id}`;
}

export type LinkTarget = { kind: 'route'; path: string } | { kind: 'web'; url: string };

/**
 * A decoration link without an advert page (menu entries): a path opens in the app, an http(s)
 * address in a new tab; an empty link goes nowhere. Anything else (`javascript:` included) is read
 * as an in-app path, which at worst shows the not-found page.
 */
export function linkTarget(url: string): LinkTarget | undefined {
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'web', url: trimmed };
  return { kind: 'route', path: trimmed.startsWith('/') ? trimmed : `/${trimmed}` };
}
