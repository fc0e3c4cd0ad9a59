import type { Adverts, AppInit, AppUpdate, TabItem } from '@cloudmall/contract';
import type { SettingsService } from '../settings/index.ts';

export type ContentService = ReturnType<typeof createContentService>;

/** The app's bootstrap content: tab bar, configuration, decorated modules, adverts and version. */
export function createContentService(settings: SettingsService) {
  return {
    /** Tab items from settings, visible ones only, in index order; `find` picks the variant with Find and Cart. */
    async tabbar(variant: 'default' | 'find' = 'default'): Promise<TabItem[]> {
      const items = await settings.get(variant === 'find' ? 'app.tabbar_find' : 'app.tabbar');
      return items.filter((item) => item.visible).sort((a, b) => a.index - b.index);
    },

    /** App configuration and style; home, category and search modules are filled by the catalog issue. */
    async init(): Promise<AppInit> {
      const [appConfig, appStyle, version] = await Promise.all([
        settings.get('app.config'),
        settings.get('app.style'),
        settings.get('app.version'),
      ]);
      return {
        appConfig,
        appStyle,
        modulesData: { homeModules: { page: {}, item: [] }, categoryModules: [], searchModules: [] },
        serviceVersion: version.versionCode,
      };
    },

    /** Advert groups; an empty platform answers empty groups and no popup. */
    async adverts(): Promise<Adverts> {
      const version = await settings.get('app.version');
      return {
        syspopup: null,
        data: { openAdverts: null, pageAdverts: [], categoryAdverts: {}, firstAdverts: [], otherAdverts: [] },
        version: version.versionCode,
      };
    },

    /** The newest version; `update` only when it is newer than the caller's version code. */
    async update(callerVersionCode: number | undefined): Promise<AppUpdate> {
      const version = await settings.get('app.version');
      return { ...version, update: callerVersionCode !== undefined && version.versionCode > callerVersionCode };
    },
  };
}
