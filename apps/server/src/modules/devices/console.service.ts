import type { Language } from '@cloudmall/contract';
import type { CodeKind, CodeState } from '@cloudmall/contract/devices';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { consoleRepository } from './console.repository.ts';
import {
  type GoodsCard,
  toBatchCode,
  toCodeBatch,
  toConsoleScript,
  toMemberFreeze,
  toOffer,
} from './console.mapper.ts';
import { devicesRepository, type ScriptRow } from './devices.repository.ts';
import type { DevicesDeps } from './ports.ts';

const paging = (query: PageQuery) => ({ offset: offsetOf(query), limit: query.list_rows });
const isForeignKey = (error: unknown) =>
  (error as { code?: string }).code === '23503' || String(error).includes('foreign key');
const isUnique = (error: unknown) =>
  (error as { code?: string }).code === '23505' || String(error).includes('unique');

export type ScriptInput = {
  id?: number;
  names: { en: string; 'zh-Hant': string; tr: string; id: string };
  goods_id?: number;
  sku_id?: number;
  days?: number;
};

export type ConsoleService = ReturnType<typeof createConsoleService>;

/** What the admin console reads and changes of codes, scripts, offers and freezes. */
export function createConsoleService(deps: DevicesDeps) {
  const { db, clock } = deps;
  const goodsCards = async (ids: number[], language: Language): Promise<Map<number, GoodsCard>> => {
    if (ids.length === 0 || !deps.goods) return new Map();
    const cards = await deps.goods().cards([...new Set(ids)], language);
    return new Map(cards.map((g) => [g.id, g]));
  };

  async function shownScripts(rows: ScriptRow[], language: Language) {
    const ids = rows.map((r) => r.id);
    const [offers, counts] = await Promise.all([
      consoleRepository.offersOfScripts(db, ids),
      consoleRepository.deviceCounts(db, ids),
    ]);
    const goods = await goodsCards(
      offers.map((o) => o.goodsId),
      language,
    );
    return rows.map((script) =>
      toConsoleScript(
        script,
        {
          offers: offers
            .filter((o) => o.scriptId === script.id)
            .map((o) => toOffer(o, script, goods.get(o.goodsId), language)),
          devices: counts.get(script.id) ?? 0,
        },
        language,
      ),
    );
  }

  const oneScript = async (id: number, language: Language) =>
    (await shownScripts([(await consoleRepository.script(db, id))!], language))[0]!;

  return {
    /** Code batches, newest first, with how many of their codes are used, unused and expired now. */
    async batches(query: PageQuery & { kind?: CodeKind; script_id?: number }, language: Language) {
      const { rows, total } = await consoleRepository.batchPage(db, {
        kind: query.kind,
        scriptId: query.script_id,
        now: clock.now(),
        ...paging(query),
      });
      const scripts = await devicesRepository.scriptsById(db, [
        ...new Set(rows.flatMap((r) => (r.batch.scriptId ? [r.batch.scriptId] : []))),
      ]);
      return toPage(
        rows.map((r) => toCodeBatch(r, scripts.get(r.batch.scriptId ?? 0), language)),
        total,
        query,
      );
    },

    /** A batch's codes, masked (only hashes are kept), filtered by state; an unknown batch is not found. */
    async batchCodes(query: PageQuery & { batch_id: number; state?: CodeState }) {
      if (!(await consoleRepository.batch(db, query.batch_id))) throw notFound();
      const now = clock.now();
      const { rows, total } = await consoleRepository.batchCodes(db, {
        batchId: query.batch_id,
        state: query.state,
        now,
        ...paging(query),
      });
      return toPage(
        rows.map((row) => toBatchCode(row, now)),
        total,
        query,
      );
    },

    /** Scripts, newest first, with their offers and the devices they are available on. */
    async scripts(
      query: PageQuery & { keyword?: string; enabled?: '0' | '1' },
      language: Language,
    ) {
      const { rows, total } = await consoleRepository.scriptPage(db, {
        keyword: query.keyword || undefined,
        enabled: query.enabled === undefined ? undefined : query.enabled === '1',
        ...paging(query),
      });
      return toPage(await shownScripts(rows, language), total, query);
    },

    /**
     * Creates or edits a script (names in the four languages); with goods and days, that goods (or
     * SKU) issues codes of it, unless it already issues another plan or script. Audited with before/after.
     */
    async saveScript(actorUserId: number, input: ScriptInput, language: Language) {
      const now = clock.now();
      const { en, ...others } = input.names;
      const translations = Object.fromEntries(
        Object.entries(others).map(([lng, name]) => [lng, { name }]),
      );
      const id = await inTransaction(db, async (trx) => {
        const before = input.id ? await consoleRepository.script(trx, input.id, true) : undefined;
        if (input.id && !before) throw notFound();
        const values = {
          name: en,
          translations,
          goodsId: input.goods_id ?? before?.goodsId ?? null,
          updatedAt: now,
        };
        const saved = before
          ? await consoleRepository.updateScript(trx, before.id, values)
          : await consoleRepository.insertScript(trx, { ...values, createdAt: now });
        if (input.goods_id !== undefined && input.days !== undefined) {
          const skuId = input.sku_id ?? null;
          const taken = await consoleRepository.offerOf(trx, input.goods_id, skuId);
          if (taken && (taken.kind !== 'script' || taken.scriptId !== saved.id))
            throw new AppError('device_offer_taken');
          await consoleRepository
            .saveOffer(trx, {
              id: taken?.id,
              goodsId: input.goods_id,
              skuId,
              kind: 'script',
              days: input.days,
              scriptId: saved.id,
            })
            .catch((error: unknown) => {
              if (isForeignKey(error)) throw notFound();
              if (isUnique(error)) throw new AppError('device_offer_taken');
              throw error;
            });
        }
        await recordAudit(trx, {
          actorUserId,
          action: before ? 'devices.script.edit' : 'devices.script.create',
          target: `script:${saved.id}`,
          before: before ? { name: before.name, translations: before.translations } : null,
          after: { name: saved.name, translations, goods_id: input.goods_id, days: input.days },
        });
        return saved.id;
      });
      return oneScript(id, language);
    },

    /** Enables or disables a script, with a reason; audited (before/after). */
    async enableScript(
      actorUserId: number,
      input: { id: number; enabled: boolean; reason: string },
      language: Language,
    ) {
      await inTransaction(db, async (trx) => {
        const before = await consoleRepository.script(trx, input.id, true);
        if (!before) throw notFound();
        await consoleRepository.updateScript(trx, before.id, {
          enabled: input.enabled,
          updatedAt: clock.now(),
        });
        await recordAudit(trx, {
          actorUserId,
          action: input.enabled ? 'devices.script.enable' : 'devices.script.disable',
          target: `script:${before.id}`,
          before: { enabled: before.enabled },
          after: { enabled: input.enabled },
          reason: input.reason,
        });
      });
      return oneScript(input.id, language);
    },

    /** Which goods issue plan or script codes, newest first. */
    async offers(query: PageQuery & { kind?: CodeKind; goods_id?: number }, language: Language) {
      const { rows, total } = await consoleRepository.offerPage(db, {
        kind: query.kind,
        goodsId: query.goods_id,
        ...paging(query),
      });
      const goods = await goodsCards(
        rows.map((r) => r.offer.goodsId),
        language,
      );
      return toPage(
        rows.map((r) => toOffer(r.offer, r.script, goods.get(r.offer.goodsId), language)),
        total,
        query,
      );
    },

    /** Members frozen for the plugin, newest first. */
    async memberFreezes(query: PageQuery & { user_id?: number }) {
      const { rows, total } = await consoleRepository.memberFreezePage(db, {
        userId: query.user_id,
        ...paging(query),
      });
      return toPage(rows.map(toMemberFreeze), total, query);
    },
  };
}
