import { appRoutes } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { consoleContentRoutes } from '@cloudmall/contract/console-content';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { lastAudit, useTestAppWithRoleTokens } from '../../../../test/admin-helpers.ts';

const tokens = useTestAppWithRoleTokens();

const advert = {
  module: 'page',
  type: 'banner',
  media: '/uploads/spring.png',
  url: '/pages/goods?id=1',
  weigh: 99,
  active: true,
  reason: 'spring sale',
} as const;

describe('console adverts', () => {
  it('refuses members and merchants', async () => {
    for (const token of [tokens.member, tokens.merchant]) {
      expect((await call(t, consoleContentRoutes.adverts, {}, token)).status).toBe(403);
      expect((await call(t, consoleContentRoutes.saveAdvert, advert, token)).status).toBe(403);
    }
  });

  it('creates an advert the app shows at once (home cache dropped), audited', async () => {
    await call(t, appRoutes.init, {}); // warm the home cache
    const { body } = await call(t, consoleContentRoutes.saveAdvert, advert, tokens.admin);
    expect(body.code).toBe(1);
    const id = body.data!.id;
    expect(await lastAudit(t)).toMatchObject({
      action: 'advert.create',
      targetId: String(id),
      reason: 'spring sale',
      before: null,
    });
    const adverts = await call(t, appRoutes.adverts, {});
    expect(adverts.body.data!.data.pageAdverts[0]).toMatchObject({ id, media: advert.media });
    const init = await call(t, appRoutes.init, {});
    expect(JSON.stringify(init.body.data)).toContain('/uploads/spring.png');
  });

  it('lists adverts filtered by position and state', async () => {
    const { body } = await call(
      t,
      consoleContentRoutes.adverts,
      { module: 'page', active: 'yes' },
      tokens.admin,
    );
    expect(body.data!.data.length).toBeGreaterThan(0);
    expect(body.data!.data.every((row) => row.module === 'page' && row.active)).toBe(true);
  });

  it('turns an advert off with a reason; the app stops showing it', async () => {
    const list = await call(t, consoleContentRoutes.adverts, { module: 'page' }, tokens.admin);
    const row = list.body.data!.data.find((r) => r.media === advert.media)!;
    const { body } = await call(
      t,
      consoleContentRoutes.saveAdvert,
      { ...row, active: false, reason: 'sale over' },
      tokens.admin,
    );
    expect(body.data!.active).toBe(false);
    expect(await lastAudit(t)).toMatchObject({
      action: 'advert.update',
      before: { active: true },
      after: { active: false },
    });
    const adverts = await call(t, appRoutes.adverts, {});
    expect(adverts.body.data!.data.pageAdverts.some((a) => a.id === row.id)).toBe(false);
  });

  it('refuses an advert without media or with an unknown position', async () => {
    const { status } = await call(
      t,
      consoleContentRoutes.saveAdvert,
      { ...advert, media: '', module: 'nowhere' },
      tokens.admin,
    );
    expect(status).toBe(400);
  });
});

describe('console articles', () => {
  it('refuses members and merchants', async () => {
    for (const token of [tokens.member, tokens.merchant])
      expect((await call(t, consoleContentRoutes.articles, {}, token)).status).toBe(403);
  });

  it('writes an article in four languages, sanitised; readers see their language; audited', async () => {
    const { body } = await call(
      t,
      consoleContentRoutes.saveArticle,
      {
        category: 'news',
        title: 'Cloud phones half price',
        content: '<p>Half price</p><script>alert(1)</script>',
        translations: {
          'zh-Hant': { title: '雲手機半價', content: '<p>半價</p>' },
          tr: { title: 'Bulut telefonlar yarı fiyatına' },
          id: { title: 'Ponsel awan setengah harga' },
        },
        reason: 'campaign',
      },
      tokens.admin,
    );
    expect(body.code).toBe(1);
    expect(body.data!.content).not.toContain('script');
    expect(body.data!.languages.sort()).toEqual(['id', 'tr', 'zh-Hant']);
    expect(await lastAudit(t)).toMatchObject({ action: 'article.create', reason: 'campaign' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api${catalogRoutes.article.path}?id=${body.data!.id}`,
      headers: { lang: 'zh-Hant' },
    });
    expect(read.json().data).toMatchObject({ title: '雲手機半價', content: '<p>半價</p>' });
  });

  it('lists articles filtered by category and title text', async () => {
    const { body } = await call(
      t,
      consoleContentRoutes.articles,
      { category: 'news', q: 'half price' },
      tokens.admin,
    );
    expect(body.data!.data.map((a) => a.title)).toEqual(['Cloud phones half price']);
  });

  it('edits and deletes an article, each audited', async () => {
    const list = await call(t, consoleContentRoutes.articles, { q: 'half price' }, tokens.admin);
    const id = list.body.data!.data[0]!.id;
    const detail = await call(t, consoleContentRoutes.article, { id }, tokens.admin);
    const { views: _v, languages: _l, createtime: _c, ...editable } = detail.body.data!;
    const saved = await call(
      t,
      consoleContentRoutes.saveArticle,
      { ...editable, title: 'Cloud phones 60% off', reason: 'better deal' },
      tokens.admin,
    );
    expect(saved.body.data!.title).toBe('Cloud phones 60% off');
    expect(await lastAudit(t)).toMatchObject({
      action: 'article.update',
      before: { title: 'Cloud phones half price' },
    });
    await call(t, consoleContentRoutes.deleteArticle, { id, reason: 'ended' }, tokens.admin);
    expect(await lastAudit(t)).toMatchObject({ action: 'article.delete', targetId: String(id) });
    const gone = await call(t, consoleContentRoutes.article, { id }, tokens.admin);
    expect(gone.body.msg).toBe('article_not_found');
  });
});
