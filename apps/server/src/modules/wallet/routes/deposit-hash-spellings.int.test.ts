import { readFileSync } from 'node:fs';
import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import {
  balanceOf,
  newMember,
  reconciled,
  sendNotice,
  txHash,
} from '../../../../test/wallet-helpers.ts';

/** Runs raw SQL and answers its rows. */
const query = async <Row>(statement: SQL) =>
  ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;
useTestAppWithAdmin();

const addressFor = async (token: string, network: string) =>
  (await call(t, walletRoutes.depositAddress, { network }, token)).body.data!.address;

/** Every way a watcher or an admin may write one hash: case, 0x or 0X prefix, surrounding spaces. */
const spellingsOf = (hex: string) => [
  hex,
  hex.toUpperCase(),
  `0x${hex}`,
  `0X${hex.toUpperCase()}`,
  `0x${hex.slice(0, 32).toUpperCase()}${hex.slice(32)}`,
  ` ${hex} `,
];

describe('one transfer is credited once, however its hash is spelled and whoever reports it', () => {
  for (const network of ['TRC20', 'ERC20'] as const) {
    it(`${network}: one notice and one admin confirmation per spelling credit the transfer once`, async () => {
      const member = await newMember(t, `spell${network}`);
      const address = await addressFor(member.token, network);
      const hex = txHash();
      const notice = { network, log_index: 2, address, amount: '4' };
      const answers: boolean[] = [];
      for (const spelling of spellingsOf(hex)) {
        answers.push((await sendNotice(t, { ...notice, tx_hash: spelling })).json().data.credited);
        const confirmed = await call(
          t,
          walletConsoleRoutes.confirmDeposit,
          { ...notice, tx_hash: spelling, note: 'ticket' },
          admin,
        );
        answers.push(confirmed.body.data!.credited);
      }
      console.log(
        `${network}: ${answers.length} reports of one transfer in ${spellingsOf(hex).length} spellings, ${answers.filter(Boolean).length} credited`,
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await balanceOf(t, member.token)).toBe('4.00');
      const listed = (await call(t, walletRoutes.deposits, {}, member.token)).body.data!.data;
      expect(listed.map((d) => d.tx_hash)).toEqual([network === 'ERC20' ? `0x${hex}` : hex]);
    });
  }

  it('still credits another log index of the same transaction, once', async () => {
    const member = await newMember(t, 'spellidx');
    const address = await addressFor(member.token, 'TRC20');
    const hex = txHash();
    const first = await sendNotice(t, {
      network: 'TRC20',
      tx_hash: hex,
      log_index: 0,
      address,
      amount: '1',
    });
    const second = await sendNotice(t, {
      network: 'TRC20',
      tx_hash: `0x${hex.toUpperCase()}`,
      log_index: 1,
      address,
      amount: '1',
    });
    expect([first.json().data.credited, second.json().data.credited]).toEqual([true, true]);
    expect(await balanceOf(t, member.token)).toBe('2.00');
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });
});

describe('migration 0008 writes stored hashes in one spelling', () => {
  const migration = readFileSync(
    new URL('../../../db/migrations/0008_canonical_deposit_hashes.sql', import.meta.url),
    'utf8',
  );
  const runMigration = async () => {
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
  };
  const forge = async (userId: number, network: string, hash: string, logIndex = 0) => {
    const rows = await query<{ id: string }>(
      sql`insert into deposits (network, tx_hash, log_index, address, user_id, usdt_micro, amount_minor, source)
          values (${network}, ${hash}, ${logIndex}, 'TForgedAddress0000000000000000000', ${userId}, 1000000, 100, 'notice') returning id`,
    );
    return Number(rows[0]!.id);
  };
  const failureOf = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return '';
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      return `${(error as Error).message} ${cause?.message ?? ''}`;
    }
  };

  it('rewrites old spellings (upper case, 0x on TRC20, none on ERC20) to the canonical one', async () => {
    const member = await newMember(t, 'migrate1');
    const [a, b] = [txHash(), txHash()];
    const trc = await forge(member.id, 'TRC20', `0x${a.toUpperCase()}`);
    const erc = await forge(member.id, 'ERC20', b.toUpperCase());
    await runMigration();
    const rows = await query<{ id: string; tx_hash: string }>(
      sql`select id, tx_hash from deposits where id in (${trc}, ${erc}) order by id`,
    );
    expect(rows.map((r) => r.tx_hash)).toEqual([a, `0x${b}`]);
  });

  it('stops loudly, naming both rows, when two stored spellings are one transfer, and changes nothing', async () => {
    const member = await newMember(t, 'migrate2');
    const hex = txHash();
    const first = await forge(member.id, 'TRC20', hex, 5);
    const second = await forge(member.id, 'TRC20', `0x${hex.toUpperCase()}`, 5);
    const message = await failureOf(runMigration);
    console.log(`migration 0008 on forged duplicates: ${message.split('\n').pop()}`);
    expect(message).toContain(
      `deposits ${first}, ${second} are one transfer (TRC20 ${hex} log index 5) credited more than once`,
    );
    const rows = await query<{ tx_hash: string }>(
      sql`select tx_hash from deposits where id = ${second}`,
    );
    expect(rows[0]!.tx_hash).toBe(`0x${hex.toUpperCase()}`);
  });
});
