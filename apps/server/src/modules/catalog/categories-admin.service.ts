import type { CategoryAdminRow } from '@cloudmall/contract/catalog';
import type { Translations } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { subtreeIds } from './catalog.mapper.ts';
import {
  type CategoryRow,
  categoriesAdminRepository as repo,
} from './categories-admin.repository.ts';

type Names = CategoryAdminRow['names'];
type Counts = Map<number, { onSale: number; any: number }>;
const LANGUAGES = ['zh-Hant', 'tr', 'id'] as const;

const namesOf = (row: CategoryRow): Names => ({
  'zh-Hant': row.translations?.['zh-Hant']?.name ?? '',
  tr: row.translations?.tr?.name ?? '',
  id: row.translations?.id?.name ?? '',
});

/** Only the names given (the app falls back to English for the others). */
function translationsOf(names: Names): Translations {
  const out: Translations = {};
  for (const language of LANGUAGES) if (names[language]) out[language] = { name: names[language] };
  return out;
}

function ancestors(rows: CategoryRow[], row: CategoryRow): Array<{ id: number; name: string }> {
  const path: Array<{ id: number; name: string }> = [];
  let pid = row.pid;
  while (pid && path.length < rows.length) {
    const parent = rows.find((r) => r.id === pid);
    if (!parent) break;
    path.unshift({ id: parent.id, name: parent.name });
    pid = parent.pid;
  }
  return path;
}

const onSaleBelow = (rows: CategoryRow[], counts: Counts, id: number): number =>
  subtreeIds(rows, id).reduce((sum, k) => sum + (counts.get(k)?.onSale ?? 0), 0);

function toAdminRow(row: CategoryRow, rows: CategoryRow[], counts: Counts): CategoryAdminRow {
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    names: namesOf(row),
    image: row.image,
    weigh: row.weigh,
    shown: row.isNav,
    path: ancestors(rows, row),
    children: rows.filter((r) => r.pid === row.id).length,
    goods_on_sale: onSaleBelow(rows, counts, row.id),
  };
}

const matches = (row: CategoryRow, q: string): boolean =>
  [row.name, ...Object.values(namesOf(row))].some((name) => name.toLowerCase().includes(q));

export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;

/** The platform admin's categories (the app's category page); every change audited, then the app's cache dropped. */
export function createCategoriesAdminService(deps: { db: Db; changed: () => void }) {
  const { db } = deps;

  /** The tree locked for the transaction, the goods counts and the row asked for (not found otherwise). */
  async function load(trx: Db, id: number) {
    const rows = await repo.all(trx, true);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    return { rows, row, counts: await repo.goodsCounts(trx) };
  }

  /** Hiding hides everything below in the app, so nothing below may still be on sale. */
  function assertHideable(rows: CategoryRow[], counts: Counts, id: number): void {
    if (onSaleBelow(rows, counts, id) > 0) throw new AppError('category_has_goods');
  }

  const done = <T>(value: T): T => {
    deps.changed();
    return value;
  };

  return {
    /** Children of one parent (top by default) in the app's order, or every category matching `q` in any language. */
    async list(query: PageQuery & { pid?: number; q?: string; shown?: 'yes' | 'no' }) {
      const [rows, counts] = await Promise.all([repo.all(db), repo.goodsCounts(db)]);
      const q = query.q?.toLowerCase();
      const shown = query.shown === undefined ? undefined : query.shown === 'yes';
      const found = rows.filter(
        (row) =>
          (q
            ? matches(row, q) && (query.pid === undefined || row.pid === query.pid)
            : row.pid === (query.pid ?? 0)) &&
          (shown === undefined || row.isNav === shown),
      );
      const offset = offsetOf(query);
      const data = found
        .slice(offset, offset + query.list_rows)
        .map((row) => toAdminRow(row, rows, counts));
      return toPage(data, found.length, query);
    },

    /** Creates or changes a category; the parent exists and is not the category or below it; hiding needs no goods on sale below; audited. */
    async save(
      adminId: number,
      input: {
        id?: number;
        pid: number;
        name: string;
        names: Names;
        image: string;
        weigh?: number;
        shown: boolean;
        reason: string;
      },
    ): Promise<CategoryAdminRow> {
      return done(
        await inTransaction(db, async (trx) => {
          const rows = await repo.all(trx, true);
          const counts = await repo.goodsCounts(trx);
          const before = input.id ? rows.find((r) => r.id === input.id) : undefined;
          if (input.id && !before) throw notFound();
          if (input.pid && !rows.some((r) => r.id === input.pid)) throw notFound();
          if (before && subtreeIds(rows, before.id).includes(input.pid))
            throw new AppError('category_parent_cycle');
          if (before?.isNav && !input.shown) assertHideable(rows, counts, before.id);
          const siblings = rows.filter((r) => r.pid === input.pid && r.id !== input.id);
          const last = Math.max(0, ...siblings.map((r) => r.weigh));
          const weigh =
            input.weigh ?? (before && before.pid === input.pid ? before.weigh : last + 10);
          const values = {
            pid: input.pid,
            name: input.name,
            translations: translationsOf(input.names),
            image: input.image,
            weigh,
            isNav: input.shown,
          };
          const after = before
            ? await repo.update(trx, before.id, values)
            : await repo.insert(trx, values);
          const now = [...rows.filter((r) => r.id !== after.id), after];
          await recordAudit(trx, {
            actorUserId: adminId,
            action: before ? 'category.update' : 'category.create',
            targetType: 'category',
            targetId: after.id,
            reason: input.reason,
            before: before ? toAdminRow(before, rows, counts) : null,
            after: toAdminRow(after, now, counts),
          });
          return toAdminRow(after, now, counts);
        }),
      );
    },

    /** Swaps a category with its neighbour among its siblings (orders renumbered 10, 20, …); audited with both orders. */
    async move(adminId: number, input: { id: number; direction: 'up' | 'down'; reason: string }) {
      return done(
        await inTransaction(db, async (trx) => {
          const { rows, row, counts } = await load(trx, input.id);
          const siblings = rows.filter((r) => r.pid === row.pid);
          const at = siblings.findIndex((r) => r.id === row.id);
          const to = input.direction === 'up' ? at - 1 : at + 1;
          if (to < 0 || to >= siblings.length)
            return siblings.map((r) => toAdminRow(r, rows, counts));
          const order = [...siblings];
          [order[at], order[to]] = [order[to]!, order[at]!];
          const after: CategoryRow[] = [];
          for (const [k, sibling] of order.entries())
            after.push(
              sibling.weigh === (k + 1) * 10
                ? sibling
                : await repo.update(trx, sibling.id, { weigh: (k + 1) * 10 }),
            );
          await recordAudit(trx, {
            actorUserId: adminId,
            action: 'category.move',
            targetType: 'category',
            targetId: row.id,
            reason: input.reason,
            before: siblings.map((r) => ({ id: r.id, weigh: r.weigh })),
            after: after.map((r) => ({ id: r.id, weigh: r.weigh })),
          });
          return after.map((r) => toAdminRow(r, rows, counts));
        }),
      );
    },

    /** Shows or hides a category in the app; hiding needs no goods on sale in it or below it; audited. */
    async show(adminId: number, input: { id: number; shown: boolean; reason: string }) {
      return done(
        await inTransaction(db, async (trx) => {
          const { rows, row, counts } = await load(trx, input.id);
          if (!input.shown) assertHideable(rows, counts, row.id);
          const after = await repo.update(trx, row.id, { isNav: input.shown });
          await recordAudit(trx, {
            actorUserId: adminId,
            action: input.shown ? 'category.show' : 'category.hide',
            targetType: 'category',
            targetId: row.id,
            reason: input.reason,
            before: toAdminRow(row, rows, counts),
            after: toAdminRow(after, rows, counts),
          });
          return toAdminRow(after, rows, counts);
        }),
      );
    },

    /** Removes a category holding no goods (in any state) and no subcategories; audited with the row as it was. */
    async remove(adminId: number, input: { id: number; reason: string }) {
      return done(
        await inTransaction(db, async (trx) => {
          const { rows, row, counts } = await load(trx, input.id);
          if (rows.some((r) => r.pid === row.id)) throw new AppError('category_has_children');
          if (counts.get(row.id)?.any) throw new AppError('category_has_goods');
          await repo.remove(trx, row.id);
          await recordAudit(trx, {
            actorUserId: adminId,
            action: 'category.delete',
            targetType: 'category',
            targetId: row.id,
            reason: input.reason,
            before: toAdminRow(row, rows, counts),
          });
          return { id: row.id };
        }),
      );
    },
  };
}
