/**
 * Spec §2: every shared page link carries the sharer's id as `pid`. Relative links become absolute
 * on the current origin; an existing pid is replaced. Without a user id the link is unchanged.
 */
export function withSharerId(
  link: string,
  userId: number | undefined,
  origin = window.location.origin,
): string {
  const url = new URL(link, origin);
  if (userId && userId > 0) url.searchParams.set('pid', String(userId));
  return url.toString();
}
