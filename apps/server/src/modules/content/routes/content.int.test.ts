import { appRoutes } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

useTestApp({ demo: false });

describe('tab bar', () => {
  it('serves the four spec tabs from the seeded settings', async () => {
    const { body } = await call(t, appRoutes.loadTabbar, { t: '1', client: 'h5' });
    expect(body.data?.map((item) => [item.text, item.pagePath])).toEqual([
      ['Home', '/'],
      ['Robot', '/pages/category'],
      ['Investment', '/pages/shop'],
      ['My', '/pages/user'],
    ]);
  });

  it('serves the variant with Find and the Cloud phone page', async () => {
    const { body } = await call(t, appRoutes.loadTabbar, { variant: 'find' });
    expect(body.data?.map((item) => item.pagePath)).toEqual([
      '/',
      '/pages/find',
      '/pages/cart',
      '/pages/user',
    ]);
  });

  it('hides tabs an admin turned invisible', async () => {
    const tabs = await t.settings.get('app.tabbar');
    await t.settings.set(
      'app.tabbar',
      tabs.map((tab) => (tab.index === 2 ? { ...tab, visible: false } : tab)),
    );
    const { body } = await call(t, appRoutes.loadTabbar, {});
    expect(body.data).toHaveLength(3);
    await t.settings.set('app.tabbar', tabs);
  });
});

describe('bootstrap', () => {
  it('answers init with config, style and module lists', async () => {
    const { body } = await call(t, appRoutes.init, { version: '1.2.6' });
    expect(body.data?.appConfig).toMatchObject({ title: 'Cloudmall' });
    const modules = body.data!.modulesData.homeModules.item;
    expect(modules.map((m) => m.type)).toEqual([
      'search',
      'banner',
      'menu',
      'headlines',
      'image',
      'title',
      'goods',
      'division',
      'goods',
      'likes',
    ]);
    expect(modules[2]?.params).toMatchObject({ columns: 5 });
  });

  it('answers adverts with every advert group', async () => {
    const { body } = await call(t, appRoutes.adverts, {});
    expect(Object.keys(body.data!.data).sort()).toEqual([
      'categoryAdverts',
      'firstAdverts',
      'openAdverts',
      'otherAdverts',
      'pageAdverts',
    ]);
  });

  it('offers an update only to an older version code', async () => {
    expect((await call(t, appRoutes.update, { versionCode: 125 })).body.data?.update).toBe(true);
    expect((await call(t, appRoutes.update, { versionCode: 126 })).body.data?.update).toBe(false);
    expect((await call(t, appRoutes.update, { versionCode: -1 })).body.msg).toBe(
      'validation_failed',
    );
  });
});
