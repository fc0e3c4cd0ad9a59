import type { ConsoleRole } from '@cloudmall/contract';
import type { Db } from '../database.ts';
import { registrationCodes } from '../schema/index.ts';
import { seedUsers } from './seed-users.ts';
import { hashPassword } from '../../modules/identity/index.ts';

export const DEMO_PASSWORD = 'demo1234';
/** The demo member `demo`'s own invitation code: new members can register with it. */
export const DEMO_INVITATION_CODE = 'CLOUDMALL';

export const DEMO_ACCOUNTS = [
  {
    username: 'demo',
    nickname: 'Demo Shopper',
    mobile: '8613800000001',
    roles: [],
    inviteCode: DEMO_INVITATION_CODE,
  },
  {
    username: 'demo2',
    nickname: 'Demo Friend',
    mobile: '8613800000002',
    roles: [],
    inviteCode: 'CLOUDMAL2',
  },
  {
    username: 'merchant',
    nickname: 'Demo Merchant',
    mobile: '8613800000003',
    roles: ['merchant'],
    inviteCode: 'MERCHANT1',
  },
  {
    username: 'advertiser1',
    nickname: 'Demo Advertiser',
    mobile: '8613800000005',
    roles: ['advertiser'],
    inviteCode: 'ADVERT001',
  },
  {
    username: 'admin',
    nickname: 'Platform Admin',
    mobile: '8613800000004',
    roles: ['admin'],
    inviteCode: 'ADMIN0001',
  },
] as const satisfies readonly {
  username: string;
  roles: readonly ConsoleRole[];
  [field: string]: unknown;
}[];

/** Creates the demo accounts that do not exist yet (idempotent); returns the usernames it created. */
export async function seedDemoAccounts(db: Db): Promise<string[]> {
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = await seedUsers.byUsername(db, 'demo');
  for (const account of DEMO_ACCOUNTS) {
    const existing = await seedUsers.byUsername(db, account.username);
    if (existing) await seedUsers.grantRoles(db, existing.id, account.roles);
    if (existing) {
      // Demo numbers are confirmed so SMS login works (also in databases seeded before confirmation existed).
      const unconfirmed = !existing.mobileVerifiedAt && existing.mobile === account.mobile;
      if (unconfirmed && !(await seedUsers.byConfirmedMobile(db, account.mobile))) {
        await seedUsers.confirmMobile(db, existing.id, new Date());
      }
      continue;
    }
    const { roles, ...fields } = account;
    const user = await seedUsers.insert(db, {
      ...fields,
      mobileVerifiedAt: new Date(),
      passwordHash,
      parentId: account.username === 'demo' ? null : (demo?.id ?? null),
    });
    await seedUsers.grantRoles(db, user.id, roles);
    created.push(account.username);
  }
  await db
    .insert(registrationCodes)
    .values({ code: 'WELCOME2026', remainingUses: 1000, note: 'demo registration code' })
    .onConflictDoNothing();
  return created;
}
