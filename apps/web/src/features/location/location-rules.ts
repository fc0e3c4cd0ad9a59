/** A place as the location pages pass it in the address (`?name=&address=&latitude=&longitude=`). */
export interface Place {
  name: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

/** Where the chosen place is kept for a caller that opened the picker without `redirect`. */
export const CHOSEN_LOCATION_KEY = 'cloudmall:chosen-location';

const FIELDS = ['name', 'province', 'city', 'district', 'address'] as const;

/** The whole address in one line (region, then the street). */
export const placeLine = (place: Place): string =>
  [place.province, place.city, place.district, place.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** A place read from query parameters, each bounded; missing ones are empty. */
export function placeFromParams(
  params: URLSearchParams,
): Place & { latitude: number | null; longitude: number | null } {
  const read = (name: string) => (params.get(name) ?? '').trim().slice(0, 200);
  const coordinate = (name: string, limit: number) => {
    const value = Number(params.get(name));
    return params.get(name) !== null && Number.isFinite(value) && Math.abs(value) <= limit
      ? value
      : null;
  };
  return {
    name: read('name'),
    province: read('province'),
    city: read('city'),
    district: read('district'),
    address: read('address'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
  };
}

/**
 * Where the picker returns: the caller's page (`redirect`, a path of this app only, never another
 * site) with the chosen place's fields added to its query; null when there is no such caller.
 */
export function returnAddress(redirect: string | null, place: Place): string | null {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.includes('\\')
  )
    return null;
  const url = new URL(redirect, 'http://app.invalid');
  for (const field of FIELDS) url.searchParams.set(field, place[field].trim());
  return url.pathname + url.search + url.hash;
}

/** A maps site's address for the place: at its coordinates when known, else a search for its address. */
export function mapsLink(
  place: Place & { latitude: number | null; longitude: number | null },
): string {
  if (place.latitude !== null && place.longitude !== null)
    return `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=17/${place.latitude}/${place.longitude}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(placeLine(place) || place.name)}`;
}
