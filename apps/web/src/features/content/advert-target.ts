import type { Advert } from '@cloudmall/contract';

/** Spec §2: an advert whose url is not http opens as an in-app route; otherwise its advert page by id. */
export function advertTarget(advert: Pick<Advert, 'id' | 'url'>): string {
  const url = advert.url.trim();
  if (url && !/^https?:\/\//i.test(url)) return url.startsWith('/') ? url : `/${url}`;
  return `/pages/article/advert?id=${advert.id}`;
}
