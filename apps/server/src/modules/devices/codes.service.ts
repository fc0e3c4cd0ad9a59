import type { Language } from '@cloudmall/contract';
import type { CodeKind, CodeState } from '@cloudmall/contract/devices';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import {
  type CodeRow,
  codesRepository,
  type NewCodeRow,
  type OfferRow,
} from './codes.repository.ts';
import { consoleRepository } from './console.repository.ts';
import { groupCode, hashCode, newActivationCode } from './device-codes.ts';
import { devicesRepository } from './devices.repository.ts';
import { toActivationCode } from './devices.mapper.ts';
import { deviceNameIn } from './new-device.ts';
import type { DevicesDeps, DevicesPaidOrder } from './ports.ts';

const DAY_MS = 86_400_000;
export const CODE_VALID_DAYS = 365;

/** A fresh code row: the hash is the lookup key; `keep` stores the code for its owner to read. */
function codeRow(fields: Omit<NewCodeRow, 'codeHash' | 'last4' | 'code'>, keep: boolean) {
  const code = newActivationCode();
  return {
    code,
    row: { ...fields, codeHash: hashCode(code), last4: code.slice(-4), code: keep ? code : null },
  };
}

/** The offer of an order line: its SKU's own, else the goods-wide one. */
const offerOf = (offers: OfferRow[], goodsId: number, skuId: number) =>
  offers.find((o) => o.goodsId === goodsId && o.skuId === skuId) ??
  offers.find((o) => o.goodsId === goodsId && o.skuId === null);

export type CodesService = ReturnType<typeof createCodesService>;

export function createCodesService(deps: DevicesDeps) {
  const { db, clock } = deps;
  /** A new code stays redeemable this long (a constant: the payment hook runs inside its transaction). */
  const expiryFrom = (now: Date) => new Date(now.getTime() + CODE_VALID_DAYS * DAY_MS);

  async function shown(
    rows: Array<{
      code: CodeRow;
      deviceName: string | null;
      deviceCode: string | null;
      deviceFree: boolean | null;
    }>,
    language: Language,
  ) {
    const scripts = await devicesRepository.scriptsById(db, [
      ...new Set(rows.flatMap((r) => (r.code.scriptId ? [r.code.scriptId] : []))),
    ]);
    const now = clock.now();
    return rows.map((r) =>
      toActivationCode(r.code, {
        now,
        language,
        script: r.code.scriptId ? scripts.get(r.code.scriptId) : undefined,
        deviceName:
          r.deviceName === null
            ? null
            : deviceNameIn(
                { name: r.deviceName, deviceCode: r.deviceCode ?? '', free: r.deviceFree ?? false },
                language,
              ),
      }),
    );
  }

  return {
    /** The member's codes, newest first; an unused code past its expiry reads expired. */
    async list(
      userId: number,
      query: { state?: CodeState; page: number; list_rows: number },
      language: Language,
    ) {
      const limit = query.list_rows;
      const { rows, total } = await codesRepository.page(db, userId, {
        state: query.state,
        offset: (query.page - 1) * limit,
        limit,
        now: clock.now(),
      });
      return {
        total,
        per_page: limit,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / limit)),
        data: await shown(rows, language),
      };
    },

    /**
     * Payment hook (inside the payment transaction): one code per unit of every paid line that is a
     * cloud-phone plan or a script, owned by the buyer; keyed by (line, unit), so a repeat issues none.
     */
    async onPaid(trx: Db, order: DevicesPaidOrder) {
      const lines = await deps.orders().items(trx, [order.id]);
      const offers = await codesRepository.offersFor(trx, [
        ...new Set(lines.map((l) => l.goodsId)),
      ]);
      if (offers.length === 0) return undefined;
      const now = clock.now();
      const expiresAt = expiryFrom(now);
      const rows = lines.flatMap((line) => {
        const offer = offerOf(offers, line.goodsId, line.skuId);
        if (!offer) return [];
        return Array.from(
          { length: line.number },
          (_, unit) =>
            codeRow(
              {
                kind: offer.kind,
                scriptId: offer.kind === 'script' ? offer.scriptId : null,
                days: offer.days,
                source: 'order',
                orderId: order.id,
                orderItemId: line.id,
                unitNo: unit + 1,
                userId: order.userId,
                expiresAt,
                createdAt: now,
                updatedAt: now,
              },
              true,
            ).row,
        );
      });
      const issued = await codesRepository.insert(trx, rows);
      if (issued.length === 0) return undefined;
      return async () => deps.changed(order.userId, { type: 'devices_changed' });
    },

    /**
     * Admin: up to 1000 unowned codes in one recorded batch (bearer codes, stored as hash + last 4),
     * shown this once; a script batch needs an enabled script; audited.
     */
    async batch(
      actorUserId: number,
      input: { kind: CodeKind; script_id?: number; days: number; count: number; note?: string },
    ) {
      const scriptId = input.kind === 'script' ? (input.script_id ?? null) : null;
      return inTransaction(db, async (trx) => {
        if (input.kind === 'script') {
          const script =
            scriptId === null
              ? undefined
              : (await devicesRepository.scriptsById(trx, [scriptId])).get(scriptId);
          if (!script) throw notFound();
          if (!script.enabled) throw new AppError('script_disabled');
        }
        const now = clock.now();
        const expiresAt = expiryFrom(now);
        const batch = await consoleRepository.insertBatch(trx, {
          kind: input.kind,
          scriptId,
          days: input.days,
          count: input.count,
          note: input.note ?? '',
          createdBy: actorUserId,
          createdAt: now,
        });
        const made = Array.from({ length: input.count }, () =>
          codeRow(
            {
              kind: input.kind,
              scriptId,
              days: input.days,
              source: 'batch',
              batchId: batch.id,
              expiresAt,
              createdAt: now,
              updatedAt: now,
            },
            false,
          ),
        );
        const inserted = await codesRepository.insert(
          trx,
          made.map((m) => m.row),
        );
        const stored = new Set(inserted.map((r) => r.codeHash));
        const codes = made.filter((m) => stored.has(m.row.codeHash)).map((m) => groupCode(m.code));
        await recordAudit(trx, {
          actorUserId,
          action: 'devices.codes.batch',
          target: `batch:${batch.id}`,
          after: { kind: input.kind, scriptId, days: input.days, count: codes.length },
          reason: input.note ?? '',
        });
        return {
          batch_id: batch.id,
          kind: input.kind,
          script_id: scriptId,
          days: input.days,
          expires_at: expiresAt.toISOString(),
          codes,
        };
      });
    },
  };
}
