import { appRoutes, identityRoutes } from '@cloudmall/contract';
import { consoleSettingsRoutes } from '@cloudmall/contract/console-content';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.ts';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

let admin = '';
useTestApp({}, async () => {
  admin = (await call(t, identityRoutes.login, { account: 'admin', password: 'demo1234' })).body
    .data!.userinfo.token;
});

const modulesData = async (lang = 'en') =>
  (
    await t.app.inject({ method: 'GET', url: `/api${appRoutes.init.path}`, headers: { lang } })
  ).json().data.modulesData;
const categoryPage = async (lang = 'en') => (await modulesData(lang)).categoryPage;

const edited = [
  {
    type: 'title',
    style: { paddingTop: 12 },
    params: { text: 'Pick a robot', translations: { tr: { text: 'Bir robot seçin' } } },
    source: 'none',
  },
  { type: 'image', style: { margin: 10 }, params: {}, source: 'adverts:first' },
  { type: 'category', style: {}, params: {}, source: 'categories' },
];

describe('category page modules', () => {
  it('serves the search box and the category browser until an admin decorates the page', async () => {
    const { categoryPage: page, categoryModules: tree } = await modulesData();
    expect(page.item.map((m: { type: string }) => m.type)).toEqual(['search', 'category']);
    expect(page.item[1].data).toEqual(tree);
  });

  it("shows the admin's modules to the app at once, texts in the reader's language, audited", async () => {
    await categoryPage(); // warm the start-up cache
    const { body } = await call(
      t,
      consoleSettingsRoutes.update,
      { key: 'category.modules', value: edited, reason: 'robot week' },
      admin,
    );
    expect(body.code).toBe(1);
    expect(
      (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0],
    ).toMatchObject({
      action: 'setting.update',
      targetId: 'category.modules',
      reason: 'robot week',
    });

    const english = await categoryPage();
    expect(english.item.map((m: { type: string }) => m.type)).toEqual([
      'title',
      'image',
      'category',
    ]);
    expect(english.item[0].params).toEqual({ text: 'Pick a robot' });
    expect((await categoryPage('tr')).item[0].params).toEqual({ text: 'Bir robot seçin' });
  });

  it('refuses modules the schema does not accept and keeps the page as it was', async () => {
    const before = await categoryPage();
    const { body } = await call(
      t,
      consoleSettingsRoutes.update,
      {
        key: 'category.modules',
        value: [{ type: 'title', params: {}, source: 'elsewhere' }],
        reason: 'x',
      },
      admin,
    );
    expect(body.code).toBe(0);
    expect(body.msg).toBe('validation_failed');
    expect(await categoryPage()).toEqual(before);
  });
});
