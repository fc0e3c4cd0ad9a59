import type { Db } from '../database.ts';
import { signins } from '../schema/index.ts';
import { inTransaction } from '../transaction.ts';
import { member, platform, postLedger } from '../../modules/wallet/index.ts';
import { addDays, dayIn, pointsFor, signinSettings } from '../../modules/signin/index.ts';

import { seedUsers } from './seed-users.ts';

/** Demo members and how many days in a row they signed in, ending yesterday. */
export const DEMO_SIGNIN_STREAKS = { demo: 3, demo2: 1 } as const;

/**
 * The demo members' past sign-ins (once; the ledger key and the unique day make it idempotent): a
 * run ending yesterday in the platform zone (`signin.timeZone`'s default, Asia/Shanghai), so there
 * the streak is running and today is open. A device in a zone behind it may see today as signed
 * until its own date reaches the platform's.
 */
export async function seedDemoSignins(db: Db, now: Date = new Date()): Promise<void> {
  const zone = signinSettings['signin.timeZone'].defaultValue;
  const table = signinSettings['signin.points'].defaultValue;
  const yesterday = addDays(dayIn(now, zone), -1);
  for (const [username, days] of Object.entries(DEMO_SIGNIN_STREAKS)) {
    const user = await seedUsers.byUsername(db, username);
    if (!user) continue;
    for (let streak = 1; streak <= days; streak += 1) {
      const day = addDays(yesterday, streak - days);
      const points = pointsFor(streak, table);
      await inTransaction(db, async (trx) => {
        const [row] = await trx
          .insert(signins)
          .values({ userId: user.id, day, streak, points, timeZone: zone })
          .onConflictDoNothing()
          .returning();
        if (!row) return;
        await postLedger(trx, {
          reason: 'signin',
          reference: String(row.id),
          memo: `sign-in day ${streak}`,
          idempotencyKey: `signin:${user.id}:${day}`,
          legs: [
            { account: platform('points_issuance'), amountMinor: -BigInt(points) },
            { account: member(user.id, 'score'), amountMinor: BigInt(points) },
          ],
        });
      });
    }
  }
}
