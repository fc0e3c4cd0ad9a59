import type {
  Adverts,
  Advert,
  AppInit,
  AppUpdate,
  Page,
  PageModule,
  TabItem,
} from '@cloudmall/contract';
import { localized, type Language } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { sharedAnswer } from '../../platform/public-cache.ts';
import { pageOf } from '../../platform/http/paging.ts';
import type { SettingsService, SettingValue } from '../settings/index.ts';
import { type AdvertRow, type ArticleRow, contentRepository } from './content.repository.ts';
import { localizeParams } from './module-text.ts';
import { PROTOCOL_PAGE_STYLE, withProtocolFields } from './protocol-modules.ts';

/** What the home modules read from the catalog. */
export interface CatalogPort {
  goods(
    sort: 'sales' | 'createtime' | 'weigh',
    limit: number,
    language: Language,
  ): Promise<unknown[]>;
  categories(language: Language): Promise<unknown[]>;
  hotKeywords(): Promise<string[]>;
}

const toAdvert = (row: AdvertRow): Advert => ({
  id: row.id,
  media: row.media,
  module: row.module,
  type: row.type as Advert['type'],
  url: row.url,
});
const toArticle = (row: ArticleRow, language: Language) => ({
  id: row.id,
  category: row.category,
  title: localized(row.title, row.translations, language, 'title'),
  image: row.image,
  description: localized(row.description, row.translations, language, 'description'),
  views: row.views,
  createtime: unixSeconds(row.createdAt),
});

export type ContentService = ReturnType<typeof createContentService>;

/** The app's bootstrap content: tab bar, configuration, decorated modules, adverts, articles and version. */
export function createContentService(deps: {
  db: Db;
  settings: SettingsService;
  catalog: CatalogPort;
  sanitize: (html: string) => string;
}) {
  const { db, settings, catalog } = deps;
  // Home is the same for every visitor of a language: resolve it at most every 15 s (admin edits show within that).
  const initCache = createTtlCache<AppInit>(15_000);

  async function moduleData(
    source: string,
    params: Record<string, unknown>,
    adverts: AdvertRow[],
    language: Language,
  ): Promise<unknown[]> {
    const limit = Math.min(Number(params.limit ?? 6) || 6, 20);
    switch (source) {
      case 'adverts:page':
      case 'adverts:first':
        return adverts.filter((a) => a.module === source.slice(8)).map(toAdvert);
      case 'articles:news':
        return (await contentRepository.pageArticles(db, 'news', 0, 5)).rows.map((a) => ({
          id: a.id,
          title: localized(a.title, a.translations, language, 'title'),
        }));
      case 'goods:sales':
        return catalog.goods('sales', limit, language);
      case 'goods:newest':
        return catalog.goods('createtime', limit, language);
      case 'goods:weigh':
        return catalog.goods('weigh', limit, language);
      case 'categories':
        return catalog.categories(language);
      default:
        return [];
    }
  }

  /** Configured modules as the app reads them: texts in the reader's language, data from each source. */
  const resolveModules = (
    modules: SettingValue<'home.modules'>,
    adverts: AdvertRow[],
    language: Language,
  ): Promise<PageModule[]> =>
    Promise.all(
      modules.map(async (m) =>
        withProtocolFields({
          type: m.type,
          ...(m.name ? { name: m.name } : {}),
          style: m.style,
          params: localizeParams(m.params, language),
          data: await moduleData(m.source, m.params, adverts, language),
        }),
      ),
    );

  async function resolveInit(language: Language): Promise<AppInit> {
    const [appConfig, appStyle, version, home, category, adverts, categories, hot] =
      await Promise.all([
        settings.get('app.config'),
        settings.get('app.style'),
        settings.get('app.version'),
        settings.get('home.modules'),
        settings.get('category.modules'),
        contentRepository.activeAdverts(db),
        catalog.categories(language),
        catalog.hotKeywords(),
      ]);
    const [item, categoryItem] = await Promise.all([
      resolveModules(home, adverts, language),
      resolveModules(category, adverts, language),
    ]);
    return {
      appConfig,
      appStyle,
      modulesData: {
        homeModules: {
          page: { title: String(appConfig.title ?? 'Cloudmall'), style: PROTOCOL_PAGE_STYLE },
          item,
        },
        categoryModules: categories,
        categoryPage: { page: {}, item: categoryItem },
        searchModules: hot.map((keywords) => ({ keywords })),
      },
      serviceVersion: version.versionCode,
    };
  }

  return {
    /** Drops the cached start-up data, so the next read shows an admin's change (this instance; others within the 15 s). */
    invalidate: (): void => initCache.clear(),

    /** Tab items from settings, visible ones only, in index order; `find` picks the variant with Find and Cart. */
    async tabbar(variant: 'default' | 'find' = 'default'): Promise<TabItem[]> {
      const items = await settings.get(variant === 'find' ? 'app.tabbar_find' : 'app.tabbar');
      return items.filter((item) => item.visible).sort((a, b) => a.index - b.index);
    },

    /** App configuration, style and the home modules resolved with their data, texts in the reader's language. */
    init: (language: Language): Promise<AppInit> =>
      initCache.get(`init:${language}`, async () => sharedAnswer(await resolveInit(language))),

    /** A decorated page by its token, resolved like home (same modules, same data sources). */
    async page(id: string, language: Language) {
      const pages = await settings.get('pages.decorated');
      const found = Object.hasOwn(pages, id) ? pages[id] : undefined;
      if (!found) throw new AppError('page_not_found');
      const adverts = await contentRepository.activeAdverts(db);
      const item = await resolveModules(found.modules, adverts, language);
      return {
        page: {
          title: localizeParams({ title: found.title }, language).title as string,
          style: PROTOCOL_PAGE_STYLE,
        },
        item,
      };
    },

    /** Advert groups by module; the newest `open` advert doubles as the system popup. */
    async adverts(): Promise<Adverts> {
      const [version, rows] = await Promise.all([
        settings.get('app.version'),
        contentRepository.activeAdverts(db),
      ]);
      const of = (module: string) => rows.filter((r) => r.module === module).map(toAdvert);
      const categoryAdverts: Record<string, Advert[]> = {};
      for (const row of rows.filter((r) => r.module === 'category' && r.categoryId))
        (categoryAdverts[String(row.categoryId)] ??= []).push(toAdvert(row));
      const open = of('open')[0] ?? null;
      return {
        syspopup: open,
        data: {
          openAdverts: open ?? {},
          pageAdverts: of('page'),
          categoryAdverts,
          firstAdverts: of('first'),
          otherAdverts: of('other'),
        },
        version: version.versionCode,
      };
    },

    /** The newest version; `update` only when it is newer than the caller's version code. */
    async update(callerVersionCode: number | undefined): Promise<AppUpdate> {
      const version = await settings.get('app.version');
      return {
        ...version,
        update: callerVersionCode !== undefined && version.versionCode > callerVersionCode,
      };
    },

    async articles(
      query: {
        page: number;
        list_rows: number;
        category?: string;
      },
      language: Language,
    ): Promise<Page<ReturnType<typeof toArticle>>> {
      return pageOf(
        query,
        (offset, limit) => contentRepository.pageArticles(db, query.category, offset, limit),
        (row) => toArticle(row, language),
      );
    },

    /** The home headlines: the 20 newest news articles, titles in the reader's language. */
    async headlines(language: Language) {
      const { rows } = await contentRepository.pageArticles(db, 'news', 0, 20);
      return rows.map((row) => ({
        id: row.id,
        title: localized(row.title, row.translations, language, 'title'),
        image: row.image,
      }));
    },

    /** One article in the reader's language (its content was sanitised when written); counts a view. */
    async article(id: number, language: Language) {
      const row = await contentRepository.viewArticle(db, id);
      if (!row) throw new AppError('article_not_found');
      return {
        ...toArticle(row, language),
        content: localized(row.content, row.translations, language, 'content'),
      };
    },
  };
}
