import { formatMinor } from '@cloudmall/contract';
import { toMinor } from '../../lib/money';

/** Group price as the server computes it: price × percent / 100, rounded half up to the cent. */
export function groupPriceOf(price: string, percent: number): string {
  return formatMinor((toMinor(price) * BigInt(percent) + 50n) / 100n);
}

/** What joining saves against buying alone ("0.00" when it does not). */
export function savingOf(alonePrice: string, groupPrice: string): string {
  const diff = toMinor(alonePrice) - toMinor(groupPrice);
  return formatMinor(diff > 0n ? diff : 0n);
}

/** The seats of a team for drawing: members first, then empty seats up to the team size. */
export function seatsOf<T>(members: T[], peopleNum: number): (T | null)[] {
  const taken = members.slice(0, peopleNum);
  return [...taken, ...Array.from({ length: Math.max(0, peopleNum - taken.length) }, () => null)];
}
