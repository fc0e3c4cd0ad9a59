import type { Advert, Adverts } from '@cloudmall/contract';

/** Every advert the app knows, from all groups (open, page, category, first, other). */
export function allAdverts(data: Adverts['data']): Advert[] {
  const open = data.openAdverts;
  return [
    ...(open && 'id' in open ? [open as Advert] : []),
    ...data.pageAdverts,
    ...Object.values(data.categoryAdverts).flat(),
    ...data.firstAdverts,
    ...data.otherAdverts,
  ];
}

/** The advert with this id, in the loaded groups or in the home modules' banners and images. */
export function findAdvert(
  id: number,
  data: Adverts['data'],
  moduleAdverts: Advert[] = [],
): Advert | undefined {
  return [...allAdverts(data), ...moduleAdverts].find((advert) => advert.id === id);
}

/** An advert's link that may leave the app: absolute http(s) only. */
export function externalUrl(url: string): string | undefined {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : undefined;
}
