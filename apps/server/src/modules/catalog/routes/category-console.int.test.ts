import { appRoutes } from '@cloudmall/contract';
import { categoryAdminRoutes, catalogRoutes, type CategoryNode } from '@cloudmall/contract/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, goods } from '../../../db/schema/index.ts';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { lastAudit, useTestAppWithRoleTokens } from '../../../../test/admin-helpers.ts';

const tokens = useTestAppWithRoleTokens({ catalog: true });

const allCategories = () => t.db.select().from(categories).orderBy(categories.id);
const byName = async (name: string) =>
  (await t.db.select().from(categories).where(eq(categories.name, name)))[0]!;

/** The app's category tree in one language, flattened. */
async function appTree(lang: string): Promise<CategoryNode[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${catalogRoutes.categories.path}`,
    headers: { lang },
  });
  const flat = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => [node, ...flat(node.childlist)]);
  return flat((response.json() as { data: CategoryNode[] }).data);
}

const fresh = (name: string, pid = 0) => ({
  pid,
  name,
  names: { 'zh-Hant': `${name} 繁`, tr: `${name} tr`, id: `${name} id` },
  image: '/uploads/cat.png',
  shown: true,
  reason: 'new shelf',
});

describe('console categories', () => {
  it('refuses members and merchants on every category route', async () => {
    for (const token of [tokens.member, tokens.merchant]) {
      expect((await call(t, categoryAdminRoutes.list, {}, token)).status).toBe(403);
      expect((await call(t, categoryAdminRoutes.save, fresh('Nope'), token)).status).toBe(403);
      const id = { id: 1, reason: 'try it' };
      expect((await call(t, categoryAdminRoutes.show, { ...id, shown: false }, token)).status).toBe(
        403,
      );
      expect(
        (await call(t, categoryAdminRoutes.move, { ...id, direction: 'up' }, token)).status,
      ).toBe(403);
      expect((await call(t, categoryAdminRoutes.remove, id, token)).status).toBe(403);
    }
    expect(await byName('Nope')).toBeUndefined();
  });

  it('lists the top categories in the app order, children of a parent, and matches in any language', async () => {
    const top = (await call(t, categoryAdminRoutes.list, { list_rows: 50 }, tokens.admin)).body
      .data!;
    expect(top.data.every((row) => row.pid === 0)).toBe(true);
    const cloud = top.data.find((row) => row.name === 'Cloud phones')!;
    expect(cloud.names['zh-Hant']).toBe('雲手機');
    expect(cloud.children).toBeGreaterThan(0);
    const children = await call(t, categoryAdminRoutes.list, { pid: cloud.id }, tokens.admin);
    expect(children.body.data!.data.map((row) => row.pid)).toEqual(
      Array(children.body.data!.total).fill(cloud.id),
    );
    const found = await call(t, categoryAdminRoutes.list, { q: '電競' }, tokens.admin);
    expect(found.body.data!.data[0]).toMatchObject({
      name: 'Gaming cloud phones',
      path: [{ id: cloud.id, name: 'Cloud phones' }],
    });
  });

  it('renames a category in four languages; the app shows each name at once; audited with before and after', async () => {
    await call(t, appRoutes.init, {}); // warm the app's cached start-up data (it carries the tree)
    const row = await byName('Kitchen');
    const saved = await call(
      t,
      categoryAdminRoutes.save,
      { ...fresh('Cookware', row.pid), id: row.id, image: row.image },
      tokens.admin,
    );
    expect(saved.body.code).toBe(1);
    expect((await appTree('en')).find((n) => n.id === row.id)?.name).toBe('Cookware');
    expect((await appTree('zh-Hant')).find((n) => n.id === row.id)?.name).toBe('Cookware 繁');
    expect((await appTree('tr')).find((n) => n.id === row.id)?.name).toBe('Cookware tr');
    const init = await call(t, appRoutes.init, {});
    expect(JSON.stringify(init.body.data)).toContain('Cookware');
    expect(await lastAudit(t)).toMatchObject({
      action: 'category.update',
      targetType: 'category',
      targetId: String(row.id),
      reason: 'new shelf',
      before: expect.objectContaining({ name: 'Kitchen' }),
      after: expect.objectContaining({ name: 'Cookware' }),
    });
  });

  it('refuses a parent chain cycle (under itself or under its own child), changing nothing', async () => {
    const parent = await byName('Cloud phones');
    const child = await byName('Gaming cloud phones');
    const before = await allCategories();
    for (const pid of [parent.id, child.id]) {
      const { body } = await call(
        t,
        categoryAdminRoutes.save,
        { ...fresh('Cloud phones'), id: parent.id, pid },
        tokens.admin,
      );
      expect(body.msg).toBe('category_parent_cycle');
    }
    expect(await allCategories()).toEqual(before);
  });

  it('refuses hiding or deleting a category whose goods are on sale until they are moved', async () => {
    const [onSale] = await t.db.select().from(goods).where(eq(goods.status, 'normal')).limit(1);
    const row = (await allCategories()).find((c) => c.id === onSale!.categoryId)!;
    const before = await allCategories();
    const hide = await call(
      t,
      categoryAdminRoutes.show,
      { id: row.id, shown: false, reason: 'clean up' },
      tokens.admin,
    );
    expect(hide.body.msg).toBe('category_has_goods');
    const parentHide = row.pid
      ? await call(
          t,
          categoryAdminRoutes.show,
          { id: row.pid, shown: false, reason: 'clean up' },
          tokens.admin,
        )
      : hide;
    expect(parentHide.body.msg).toBe('category_has_goods');
    const edit = await call(
      t,
      categoryAdminRoutes.save,
      { ...fresh(row.name, row.pid), id: row.id, shown: false },
      tokens.admin,
    );
    expect(edit.body.msg).toBe('category_has_goods');
    const remove = await call(
      t,
      categoryAdminRoutes.remove,
      { id: row.id, reason: 'clean up' },
      tokens.admin,
    );
    expect(remove.body.msg).toBe('category_has_goods');
    expect(await allCategories()).toEqual(before);
  });

  it('hides an empty category from the app and shows it again, audited; deletes it', async () => {
    const parent = await byName('Scripts');
    const created = (
      await call(t, categoryAdminRoutes.save, fresh('Empty shelf', parent.id), tokens.admin)
    ).body.data!;
    expect((await appTree('en')).some((n) => n.id === created.id)).toBe(true);
    const hidden = await call(
      t,
      categoryAdminRoutes.show,
      { id: created.id, shown: false, reason: 'not yet' },
      tokens.admin,
    );
    expect(hidden.body.data!.shown).toBe(false);
    expect(await lastAudit(t)).toMatchObject({ action: 'category.hide', reason: 'not yet' });
    expect((await appTree('en')).some((n) => n.id === created.id)).toBe(false);
    await call(
      t,
      categoryAdminRoutes.show,
      { id: created.id, shown: true, reason: 'ready now' },
      tokens.admin,
    );
    expect((await appTree('id')).find((n) => n.id === created.id)?.name).toBe('Empty shelf id');
    const gone = await call(
      t,
      categoryAdminRoutes.remove,
      { id: created.id, reason: 'not needed' },
      tokens.admin,
    );
    expect(gone.body.data).toEqual({ id: created.id });
    expect(await lastAudit(t)).toMatchObject({
      action: 'category.delete',
      before: expect.objectContaining({ name: 'Empty shelf' }),
    });
  });

  it('moves a category one place up among its siblings, audited with both orders', async () => {
    const parent = await byName('Cloud phones');
    const list = async () =>
      (
        await call(t, categoryAdminRoutes.list, { pid: parent.id }, tokens.admin)
      ).body.data!.data.map((r) => r.id);
    const order = await list();
    const moved = await call(
      t,
      categoryAdminRoutes.move,
      { id: order[1]!, direction: 'up', reason: 'best seller first' },
      tokens.admin,
    );
    expect(moved.body.code).toBe(1);
    expect(await list()).toEqual([order[1], order[0], ...order.slice(2)]);
    expect(await lastAudit(t)).toMatchObject({
      action: 'category.move',
      reason: 'best seller first',
    });
    expect((await appTree('en')).filter((n) => n.pid === parent.id).map((n) => n.id)).toEqual(
      await list(),
    );
  });

  it('changes nothing on bad input (no reason, unknown parent, bad image, empty name)', async () => {
    const before = await allCategories();
    const row = await byName('Decor');
    for (const bad of [
      { ...fresh('Decor'), id: row.id, reason: '' },
      { ...fresh('Decor'), id: row.id, pid: 999_999 },
      { ...fresh('Decor'), id: row.id, image: 'javascript:alert(1)' },
      { ...fresh(''), id: row.id },
      { ...fresh('Decor'), id: 999_999 },
    ]) {
      const { body } = await call(t, categoryAdminRoutes.save, bad, tokens.admin);
      expect(body.code).toBe(0);
    }
    expect(await allCategories()).toEqual(before);
  });
});
