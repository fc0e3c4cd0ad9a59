import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import { grantMemberRole } from '../identity/index.ts';
import { debit } from '../wallet/index.ts';
import { toAdvertiser, toCampaign } from './campaigns.mapper.ts';
import { campaignsRepository } from './campaigns.repository.ts';
import type { CampaignDevicesPort, CampaignMembers } from './ports.ts';

type PageQuery = { page: number; list_rows: number };

export type CampaignsService = ReturnType<typeof createCampaignsService>;

/** Advertisers, their campaigns and budgets, and what they may freeze. */
export function createCampaignsService(deps: {
  db: Db;
  clock: Clock;
  changed: ChangePort;
  devices: () => CampaignDevicesPort;
  members: CampaignMembers;
}) {
  const { db, clock } = deps;

  async function requireAdvertiser(userId: number): Promise<void> {
    if (!(await campaignsRepository.isAdvertiser(db, userId))) throw new AppError('not_advertiser');
  }

  return {
    /** Only an admin makes a member an advertiser (again: renames it), granting the role; audited. */
    async addAdvertiser(adminId: number, input: { user_id: number; name: string }) {
      const member = await deps.members.findMember(String(input.user_id));
      if (!member) throw notFound();
      return inTransaction(db, async (trx) => {
        const saved = await campaignsRepository.upsertAdvertiser(trx, {
          userId: input.user_id,
          name: input.name,
          now: clock.now(),
        });
        await grantMemberRole(trx, input.user_id, 'advertiser', adminId);
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'campaigns.advertiser.add',
          target: `user:${input.user_id}`,
          detail: { name: input.name },
          after: { advertiser: input.name, role: 'advertiser' },
        });
        return toAdvertiser({ ...saved, username: member.username });
      });
    },

    /** Advertisers, newest first (admin console). */
    async advertisers(query: PageQuery) {
      const { rows, total } = await campaignsRepository.advertiserPage(
        db,
        query.list_rows,
        offsetOf(query),
      );
      const named = await Promise.all(
        rows.map(async (row) => ({
          ...row,
          username: (await deps.members.findMember(String(row.userId)))?.username ?? '',
        })),
      );
      return toPage(named.map(toAdvertiser), total, query);
    },

    /** Only an advertiser creates a campaign, for a script that exists; it starts with an empty budget. */
    async create(
      userId: number,
      input: {
        script_id: number;
        name: string;
        max_per_report: bigint;
        daily_cap_per_device: bigint;
      },
    ) {
      await requireAdvertiser(userId);
      if (!(await deps.devices().scriptExists(input.script_id))) throw notFound();
      const now = clock.now();
      const row = await campaignsRepository.insertCampaign(db, {
        advertiserUserId: userId,
        scriptId: input.script_id,
        name: input.name,
        maxPerReportMinor: input.max_per_report,
        dailyCapMinor: input.daily_cap_per_device,
        createdAt: now,
        updatedAt: now,
      });
      return toCampaign(row);
    },

    /**
     * An advertiser funds their own campaign from their balance: one ledger movement to the platform's
     * campaign budgets and the campaign's budget raised in the same transaction, once per key.
     */
    async fund(
      userId: number,
      input: { campaign_id: number; amount: bigint; idempotency_key: string },
    ) {
      await requireAdvertiser(userId);
      const row = await inTransaction(db, async (trx) => {
        const campaign = await campaignsRepository.ownCampaignForUpdate(
          trx,
          input.campaign_id,
          userId,
        );
        if (!campaign) throw notFound();
        const posted = await debit(trx, {
          userId,
          amountMinor: input.amount,
          to: 'campaign_budgets',
          reason: 'campaign_fund',
          reference: `campaign:${campaign.id}`,
          memo: campaign.name,
          idempotencyKey: `campaign-fund:${campaign.id}:${userId}:${input.idempotency_key}`,
        });
        if (posted.replayed) return campaign;
        return campaignsRepository.addBudget(trx, campaign.id, input.amount, clock.now());
      });
      deps.changed(userId, { type: 'wallet_changed' });
      return toCampaign(row);
    },

    /** An advertiser's own campaigns with budget, spent and remaining, newest first. */
    async list(userId: number, query: PageQuery) {
      await requireAdvertiser(userId);
      const { rows, total } = await campaignsRepository.campaignPage(
        db,
        userId,
        query.list_rows,
        offsetOf(query),
      );
      return toPage(rows.map(toCampaign), total, query);
    },

    /** An advertiser freezes or unfreezes a member or a device code, which blocks the plugin; audited. */
    async freeze(
      userId: number,
      input: {
        target: 'member' | 'device';
        user_id?: number;
        device_code?: string;
        frozen: boolean;
        reason: string;
      },
    ) {
      await requireAdvertiser(userId);
      const devices = deps.devices();
      if (input.target === 'member') {
        const target = input.user_id!;
        await (input.frozen ? devices.freezeMember : devices.unfreezeMember)(
          target,
          userId,
          input.reason,
        );
      } else {
        const code = input.device_code!;
        await (input.frozen ? devices.freezeDevice : devices.unfreezeDevice)(
          code,
          userId,
          input.reason,
        );
      }
      await recordAudit(db, {
        actorUserId: userId,
        action: input.frozen ? 'campaigns.freeze' : 'campaigns.unfreeze',
        target: input.target === 'member' ? `user:${input.user_id}` : `device:${input.device_code}`,
        detail: { reason: input.reason, role: 'advertiser' },
      });
      return { frozen: input.frozen };
    },
  };
}
