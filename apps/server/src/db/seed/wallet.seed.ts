import { createHash } from 'node:crypto';
import type { Db } from '../database.ts';
import { inTransaction } from '../transaction.ts';
import { seedUsers } from './seed-users.ts';
import { credit } from '../../modules/wallet/index.ts';
import { depositAddresses } from '../schema/index.ts';

export const DEMO_STARTING_BALANCE_MINOR = 1_000_000n; // 10000.00

/**
 * Demo-only deposit addresses, derived from a fixed seed. They are not real wallets: nobody holds
 * their keys. A real deployment imports its own pool through the console.
 */
export function demoDepositAddresses(network: 'TRC20' | 'ERC20', count: number): string[] {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  return Array.from({ length: count }, (_, i) => {
    const digest = createHash('sha512').update(`cloudmall-demo-${network}-${i}`).digest();
    if (network === 'ERC20') return `0x${digest.subarray(0, 20).toString('hex')}`;
    return `T${Array.from(digest.subarray(0, 33), (byte) => alphabet[byte % alphabet.length]).join('')}`;
  });
}

/** Credits each demo member's starting balance once (ledger key per member) and fills the address pool. */
export async function seedDemoWallet(db: Db, usernames: readonly string[]): Promise<void> {
  for (const username of usernames) {
    const user = await seedUsers.byUsername(db, username);
    if (!user) continue;
    await inTransaction(db, (trx) =>
      credit(trx, {
        reason: 'demo_credit',
        memo: 'demo credit',
        idempotencyKey: `demo-credit:${username}`,
        userId: user.id,
        amountMinor: DEMO_STARTING_BALANCE_MINOR,
        from: 'promotions',
      }),
    );
  }
  for (const network of ['TRC20', 'ERC20'] as const) {
    const rows = demoDepositAddresses(network, 50).map((address) => ({ network, address }));
    await db.insert(depositAddresses).values(rows).onConflictDoNothing();
  }
}
