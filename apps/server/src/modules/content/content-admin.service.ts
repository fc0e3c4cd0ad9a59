import type { AdvertRow as AdvertOut, ArticleDetail } from '@cloudmall/contract/console-content';
import type { Translations } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { auditedRows } from '../../platform/audited-rows.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOf, type PageQuery } from '../../platform/http/paging.ts';
import type { AdvertRow, ArticleRow } from './content.repository.ts';
import { contentAdminRepository } from './content-admin.repository.ts';

const toAdvertOut = (row: AdvertRow): AdvertOut => ({
  id: row.id,
  module: row.module as AdvertOut['module'],
  type: row.type as AdvertOut['type'],
  media: row.media,
  url: row.url,
  category_id: row.categoryId ?? 0,
  weigh: row.weigh,
  active: row.active,
});

const toArticleRow = (row: ArticleRow) => ({
  id: row.id,
  category: row.category,
  title: row.title,
  image: row.image,
  views: row.views,
  languages: Object.entries(row.translations ?? {})
    .filter(([, texts]) => Boolean(texts?.title))
    .map(([language]) => language),
  createtime: unixSeconds(row.createdAt),
});

const toArticleDetail = (row: ArticleRow): ArticleDetail => ({
  ...toArticleRow(row),
  description: row.description,
  content: row.content,
  translations: row.translations ?? {},
});

type ArticleTexts = { title?: string; description?: string; content?: string };

/** Translations as stored: empty texts dropped, each body sanitised like the English one. */
function storedTranslations(
  input: Partial<Record<'zh-Hant' | 'tr' | 'id', ArticleTexts>>,
  sanitize: (html: string) => string,
): Translations {
  const out: Translations = {};
  for (const language of ['zh-Hant', 'tr', 'id'] as const) {
    const texts = input[language];
    if (!texts) continue;
    const kept: Record<string, string> = {};
    if (texts.title) kept.title = texts.title;
    if (texts.description) kept.description = texts.description;
    if (texts.content) kept.content = sanitize(texts.content);
    if (Object.keys(kept).length) out[language] = kept;
  }
  return out;
}

const advertRows = auditedRows({
  action: 'advert',
  targetType: 'advert',
  ...contentAdminRepository.advert,
  show: toAdvertOut,
});

const articleRows = auditedRows({
  action: 'article',
  targetType: 'article',
  ...contentAdminRepository.articleRows,
  show: toArticleDetail,
  missing: () => new AppError('article_not_found'),
});

export type ContentAdminService = ReturnType<typeof createContentAdminService>;

/** The platform admin's adverts and articles; every change audited, then the app's cache dropped. */
export function createContentAdminService(deps: {
  db: Db;
  /** Cleans article HTML (the catalog's rich-text rules). */
  sanitize: (html: string) => string;
  /** Drops what the app reads from cache (home, start-up data). */
  invalidate: () => void;
}) {
  const { db, sanitize, invalidate } = deps;
  const changed = <T>(value: T): T => {
    invalidate();
    return value;
  };
  return {
    /** Adverts filtered by position and state, grouped by position in the app's order. */
    async adverts(query: PageQuery & { module?: string; active?: 'yes' | 'no' }) {
      const active = query.active === undefined ? undefined : query.active === 'yes';
      return pageOf(
        query,
        (offset, limit) =>
          contentAdminRepository.pageAdverts(db, { module: query.module, active }, offset, limit),
        toAdvertOut,
      );
    },

    /** Creates or changes an advert (a category only for `category` adverts); audited with before and after. */
    async saveAdvert(
      adminId: number,
      input: Omit<AdvertOut, 'id'> & { id?: number; reason: string },
    ): Promise<AdvertOut> {
      const row = {
        module: input.module,
        type: input.type,
        media: input.media,
        url: input.url,
        categoryId: input.module === 'category' && input.category_id ? input.category_id : null,
        weigh: input.weigh,
        active: input.active,
      };
      const saved = await inTransaction(db, (trx) => advertRows.save(trx, adminId, input, row));
      return changed(toAdvertOut(saved));
    },

    /** Removes an advert; audited with the row as it was. */
    async deleteAdvert(adminId: number, input: { id: number; reason: string }) {
      await inTransaction(db, (trx) => advertRows.remove(trx, adminId, input));
      return changed({ id: input.id });
    },

    /** Articles filtered by category and title text, newest first. */
    async articles(query: { page: number; list_rows: number; category?: string; q?: string }) {
      return pageOf(
        query,
        (offset, limit) => contentAdminRepository.pageArticles(db, query, offset, limit),
        toArticleRow,
      );
    },

    /** One article with every language (views are not counted). */
    async article(id: number): Promise<ArticleDetail> {
      const row = await contentAdminRepository.article(db, id);
      if (!row) throw new AppError('article_not_found');
      return toArticleDetail(row);
    },

    /** Creates or changes an article in the four languages, HTML sanitised; audited with before and after. */
    async saveArticle(
      adminId: number,
      input: {
        id?: number;
        category: string;
        title: string;
        image: string;
        description: string;
        content: string;
        translations: Partial<Record<'zh-Hant' | 'tr' | 'id', ArticleTexts>>;
        reason: string;
      },
    ): Promise<ArticleDetail> {
      const row = {
        category: input.category,
        title: input.title,
        image: input.image,
        description: input.description,
        content: sanitize(input.content),
        translations: storedTranslations(input.translations, sanitize),
      };
      const saved = await inTransaction(db, (trx) => articleRows.save(trx, adminId, input, row));
      return changed(toArticleDetail(saved));
    },

    /** Removes an article; audited with the row as it was. */
    async deleteArticle(adminId: number, input: { id: number; reason: string }) {
      await inTransaction(db, (trx) => articleRows.remove(trx, adminId, input));
      return changed({ id: input.id });
    },
  };
}
