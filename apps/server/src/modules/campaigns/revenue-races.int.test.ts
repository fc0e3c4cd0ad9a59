import { campaignRoutes } from '@cloudmall/contract/campaigns';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, DB_KIND } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { key, newMember, reconciled } from '../../../test/wallet-helpers.ts';
import * as kit from './campaigns-test-kit.ts';

useTestApp();

async function setup(options: Parameters<typeof kit.makeAdvertiserCampaign>[2]) {
  const scriptId = await kit.makeScript(t);
  const owner = await newMember(t, `rac${key().slice(0, 8)}`);
  const { advertiser, campaignId } = await kit.makeAdvertiserCampaign(t, scriptId, options);
  return { scriptId, owner, advertiser, campaignId };
}

const held = async (token: string) =>
  (await call(t, walletRoutes.summary, {}, token)).body.data!.held_income;
const campaignOf = async (token: string) =>
  (await call(t, campaignRoutes.list, {}, token)).body.data!.data[0]!;

const one = (result: unknown) =>
  BigInt(String((result as { rows: Array<{ s: string }> }).rows[0]!.s));

/** What all campaigns have left (Σ budget − spent), as minor units. */
const remainingOfAll = async () =>
  one(
    await t.db.execute(
      sql`select coalesce(sum(budget_minor - spent_minor), 0)::text as s from campaigns`,
    ),
  );

/** The platform campaign-budget account's balance (sum of its entries), as minor units. */
async function budgetAccount(): Promise<bigint> {
  const result = await t.db
    .execute(sql`select coalesce(sum(e.amount_minor), 0)::text as s from ledger_entries e
    join ledger_accounts a on a.id = e.account_id where a.user_id is null and a.kind = 'campaign_budgets'`);
  return one(result);
}

describe('revenue races', () => {
  raceIt(
    '1000 replays of one report credit once',
    async () => {
      const { scriptId, owner, campaignId } = await setup({ budget: '100.00' });
      const device = await kit.makeDevice(t, owner.id, [scriptId]);
      const body = kit.reportBody(campaignId, '1.00', 'replayed-report');
      const answers = await Promise.all(
        Array.from({ length: 1000 }, () => kit.report(t, device, body)),
      );
      const fresh = answers.filter((a) => a.code === 1 && a.data!.replayed === false).length;
      const replays = answers.filter((a) => a.code === 1 && a.data!.replayed === true).length;
      console.log(
        `${DB_KIND}: 1000 replays → ${fresh} credited, ${replays} replays, ${1000 - fresh - replays} other; held ${await held(owner.token)}`,
      );
      expect({ fresh, replays }).toEqual({ fresh: 1, replays: 999 });
      expect(await held(owner.token)).toBe('1.00');
      expect((await reconciled(t)).ok).toBe(true);
    },
    120_000,
  );

  raceIt(
    'reports past the budget in parallel are refused; the budget never goes negative',
    async () => {
      const { scriptId, owner, advertiser, campaignId } = await setup({
        budget: '10.00',
        dailyCap: '1000.00',
      });
      const fleet = await Promise.all(
        Array.from({ length: 10 }, () => kit.makeDevice(t, owner.id, [scriptId])),
      );
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          kit.report(t, fleet[i % 10]!, kit.reportBody(campaignId, '0.70')),
        ),
      );
      const credited = answers.filter((a) => a.code === 1).length;
      const exhausted = answers.filter((a) => a.msg === 'campaign_budget_exhausted').length;
      const campaign = await campaignOf(advertiser.token);
      const heldIncome = await held(owner.token);
      console.log(
        `${DB_KIND}: 60 × 0.70 on a 10.00 budget → ${credited} credited, ${exhausted} exhausted; spent ${campaign.spent}, remaining ${campaign.remaining}, held ${heldIncome}, budget account ${await budgetAccount()} = campaigns remaining ${await remainingOfAll()}`,
      );
      expect(credited).toBe(14);
      expect(exhausted).toBe(46);
      expect(campaign.spent).toBe('9.80');
      expect(heldIncome).toBe(campaign.spent);
      expect(await budgetAccount()).toBe(await remainingOfAll());
      expect((await reconciled(t)).ok).toBe(true);
    },
    120_000,
  );

  raceIt(
    'parallel reports of one device stop at its daily cap',
    async () => {
      const { scriptId, owner, campaignId } = await setup({
        budget: '100.00',
        dailyCap: '3.00',
        maxPerReport: '1.00',
      });
      const device = await kit.makeDevice(t, owner.id, [scriptId]);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => kit.report(t, device, kit.reportBody(campaignId, '0.40'))),
      );
      const credited = answers.filter((a) => a.code === 1).length;
      const capped = answers.filter((a) => a.msg === 'revenue_daily_cap_reached').length;
      console.log(
        `${DB_KIND}: 40 × 0.40 against a 3.00 daily cap → ${credited} credited, ${capped} capped; held ${await held(owner.token)}`,
      );
      expect({ credited, capped }).toEqual({ credited: 7, capped: 33 });
      expect(await held(owner.token)).toBe('2.80');
      expect((await reconciled(t)).ok).toBe(true);
    },
    120_000,
  );
});
