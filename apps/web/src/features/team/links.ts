import { PAGES } from '../../lib/paths';
import { withSharerId } from '../../lib/share-link';

/** The register page with the member's invitation code, carrying their id as pid (spec §2). */
export const inviteLink = (code: string, userId: number, origin = window.location.origin): string =>
  withSharerId(`${PAGES.authRegister}?invite_code=${encodeURIComponent(code)}`, userId, origin);

/** The transfer page addressed to the member (their member code): scanning it pays them. */
export const memberCodeLink = (
  username: string,
  userId: number,
  origin = window.location.origin,
): string => withSharerId(`${PAGES.transfer}?to=${encodeURIComponent(username)}`, userId, origin);

/** A basis-point rate as a percentage for people: 500 → "5", 250 → "2.5". */
export const percentOf = (bps: number): string => String(bps / 100);
