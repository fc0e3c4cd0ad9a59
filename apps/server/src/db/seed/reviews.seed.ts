import type { Db } from '../database.ts';
import { generateInviteCode } from '../../modules/identity/index.ts';
import { REVIEW_TEXTS } from './catalog-data.ts';
import { seedUsers } from './seed-users.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo world's earlier shoppers: they write the seeded reviews. The demo members (`demo`,
 * `demo2`) bought nothing in the seed, so they have no seeded reviews (they review what they buy).
 */
export const DEMO_REVIEWERS = [
  { username: 'shopper1', nickname: 'Mei Lin' },
  { username: 'shopper2', nickname: 'Deniz K.' },
  { username: 'shopper3', nickname: 'Budi S.' },
  { username: 'shopper4', nickname: 'Alex P.' },
  { username: 'shopper5', nickname: 'Sari W.' },
] as const;

/** The reviewer members (created once), in DEMO_REVIEWERS order. */
export async function seedReviewers(db: Db, passwordHash: string): Promise<number[]> {
  const ids: number[] = [];
  for (const reviewer of DEMO_REVIEWERS) {
    const user =
      (await seedUsers.byUsername(db, reviewer.username)) ??
      (await seedUsers.insert(db, {
        ...reviewer,
        passwordHash,
        inviteCode: generateInviteCode(),
      }));
    ids.push(user.id);
  }
  return ids;
}

/** How many reviews the i-th demo goods has. */
export const reviewCountOf = (i: number): number => i % 6;

/** The i-th demo goods' sales: every review is a sale, plus some buyers who did not review. */
export const salesOf = (i: number): number => reviewCountOf(i) * 3 + (i % 3);

/** Splits a goods' sales over its SKUs (the SKU sales add up to the goods' sales). */
export const skuSalesOf = (total: number, skuCount: number, k: number): number =>
  Math.floor(total / skuCount) + (k < total % skuCount ? 1 : 0);

/** The i-th demo goods' creation time: between 60 and 25 days before the seed ran. */
export const goodsCreatedAt = (i: number, now: Date): Date =>
  new Date(now.getTime() - 60 * DAY_MS + i * 7 * HOUR_MS);

/** The seeded reviews of the i-th goods: by different shoppers, after it was listed, before now. */
export function demoReviews(
  i: number,
  goodsId: number,
  reviewers: number[],
  combos: string[][],
  image: string,
  now: Date,
) {
  const listed = goodsCreatedAt(i, now).getTime();
  return Array.from({ length: reviewCountOf(i) }, (_, r) => ({
    goodsId,
    userId: reviewers[(i + r) % reviewers.length]!,
    score: [5, 5, 4, 5, 3, 2][(i + r) % 6]!,
    content: REVIEW_TEXTS[(i + r) % REVIEW_TEXTS.length]!,
    images: r === 0 && i % 4 === 0 ? [image] : [],
    sku: combos[r % combos.length]!.join(', '),
    createdAt: new Date(
      Math.min(listed + (2 + r * 3) * DAY_MS + r * HOUR_MS, now.getTime() - HOUR_MS),
    ),
  }));
}
