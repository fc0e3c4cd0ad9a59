import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { grantMemberRole } from '../identity/index.ts';
import { debit } from '../wallet/index.ts';
import { toAdvertiser, toCampaign } from './campaigns.mapper.ts';
import { campaignReportsRepository } from './campaign-reports.repository.ts';
import type { CampaignActor } from './campaign-reads.service.ts';
import { campaignsRepository } from './campaigns.repository.ts';
import type { CampaignsDeps } from './ports.ts';

export type CampaignsService = ReturnType<typeof createCampaignsService>;

/** Advertisers, their campaigns and budgets, and what they may freeze. */
export function createCampaignsService(
  deps: Pick<CampaignsDeps, 'db' | 'clock' | 'changed' | 'devices' | 'members'>,
) {
  const { db, clock } = deps;

  /**
   * The advertiser role (checked by the route) comes with a profile row: a holder granted the role
   * elsewhere gets one named after their username on first use.
   */
  async function requireAdvertiser(userId: number): Promise<void> {
    if (await campaignsRepository.isAdvertiser(db, userId)) return;
    const member = await deps.members.findMember(String(userId));
    if (!member) throw new AppError('not_advertiser');
    await campaignsRepository.ensureAdvertiser(db, {
      userId,
      name: member.username,
      now: clock.now(),
    });
  }

  /** Whether a member or device runs one of the advertiser's campaigns. */
  async function runsCampaignsOf(
    advertiserUserId: number,
    target: { userId: number } | { deviceCode: string },
  ): Promise<boolean> {
    const scripts = await campaignsRepository.scriptsOf(db, advertiserUserId);
    if (scripts.length === 0) return false;
    return (
      (await deps.devices().runsScripts(target, scripts)) ||
      (await campaignReportsRepository.reportedFor(db, target, advertiserUserId))
    );
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

    /** Advertisers, newest first, filtered by name (admin console). */
    async advertisers(query: PageQuery & { keyword?: string }) {
      const { rows, total } = await campaignsRepository.advertiserPage(
        db,
        { keyword: query.keyword || undefined },
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
      const status = await deps.devices().scriptStatus(input.script_id);
      if (status === 'missing') throw notFound();
      if (status === 'disabled') throw new AppError('script_disabled');
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

    /**
     * Freezes or unfreezes a member or a device code for the plugin; audited. An advertiser may only
     * touch a member or device running its campaigns (one of their scripts available there, or revenue
     * reported for them); anyone else is not found. An admin may touch any.
     */
    async freeze(
      actor: CampaignActor,
      input: {
        target: 'member' | 'device';
        user_id?: number;
        device_code?: string;
        frozen: boolean;
        reason: string;
      },
    ) {
      const userId = actor.userId;
      if (!actor.admin) await requireAdvertiser(userId);
      const devices = deps.devices();
      const target =
        input.target === 'member' ? { userId: input.user_id! } : { deviceCode: input.device_code! };
      if (!actor.admin && !(await runsCampaignsOf(userId, target))) throw notFound();
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
        after: { frozen: input.frozen },
        reason: input.reason,
        detail: { role: actor.admin ? 'admin' : 'advertiser' },
      });
      return { frozen: input.frozen };
    },
  };
}
