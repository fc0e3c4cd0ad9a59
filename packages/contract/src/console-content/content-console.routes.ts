import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import {
  AdvertListQuerySchema,
  AdvertRowSchema,
  AdvertSaveInputSchema,
  ArticleDetailSchema,
  ArticleIdQuerySchema,
  ArticleListQuerySchema,
  ArticleRowSchema,
  ArticleSaveInputSchema,
  DeleteInputSchema,
  HelpArticleRowSchema,
  HelpArticleSaveInputSchema,
  HelpListQuerySchema,
  SentNoticeQuerySchema,
  SentNoticeSchema,
  SettingListQuerySchema,
  SettingRowSchema,
  SettingUpdateInputSchema,
} from './content-console.schemas.ts';

const Deleted = z.object({ id: z.number().int() });

/** Platform admin: every declared setting, validated by its own schema; changes audited. */
export const consoleSettingsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/settings/list',
    auth: 'console',
    roles: ['admin'],
    input: SettingListQuerySchema,
    output: pageSchema(SettingRowSchema),
    errors: [],
    summary: 'Declared settings by module with value, default and schema; secrets masked.',
  }),
  update: defineRoute({
    method: 'POST',
    path: '/console/settings/update',
    auth: 'console',
    roles: ['admin'],
    input: SettingUpdateInputSchema,
    output: SettingRowSchema,
    errors: [],
    summary:
      'Sets one setting after its own schema accepts the value (fields named on refusal); audited with before, after and reason.',
  }),
} as const;

/** Platform admin: adverts and articles the member app shows; every change audited. */
export const consoleContentRoutes = {
  adverts: defineRoute({
    method: 'GET',
    path: '/console/content/adverts',
    auth: 'console',
    roles: ['admin'],
    input: AdvertListQuerySchema,
    output: pageSchema(AdvertRowSchema),
    errors: [],
    summary: 'Adverts by position and state, in the order the app shows them.',
  }),
  saveAdvert: defineRoute({
    method: 'POST',
    path: '/console/content/adverts/save',
    auth: 'console',
    roles: ['admin'],
    input: AdvertSaveInputSchema,
    output: AdvertRowSchema,
    errors: [],
    summary: 'Creates or changes an advert; audited; the app sees it at once.',
  }),
  deleteAdvert: defineRoute({
    method: 'POST',
    path: '/console/content/adverts/delete',
    auth: 'console',
    roles: ['admin'],
    input: DeleteInputSchema,
    output: Deleted,
    errors: [],
    summary: 'Removes an advert; audited with the row as it was.',
  }),
  articles: defineRoute({
    method: 'GET',
    path: '/console/content/articles',
    auth: 'console',
    roles: ['admin'],
    input: ArticleListQuerySchema,
    output: pageSchema(ArticleRowSchema),
    errors: [],
    summary: 'Articles filtered by category and title text; newest first.',
  }),
  article: defineRoute({
    method: 'GET',
    path: '/console/content/articles/detail',
    auth: 'console',
    roles: ['admin'],
    input: ArticleIdQuerySchema,
    output: ArticleDetailSchema,
    errors: ['article_not_found'],
    summary: 'One article with its texts in every language.',
  }),
  saveArticle: defineRoute({
    method: 'POST',
    path: '/console/content/articles/save',
    auth: 'console',
    roles: ['admin'],
    input: ArticleSaveInputSchema,
    output: ArticleDetailSchema,
    errors: ['article_not_found'],
    summary: 'Creates or changes an article in the four languages (HTML sanitised); audited.',
  }),
  deleteArticle: defineRoute({
    method: 'POST',
    path: '/console/content/articles/delete',
    auth: 'console',
    roles: ['admin'],
    input: DeleteInputSchema,
    output: Deleted,
    errors: ['article_not_found'],
    summary: 'Removes an article; audited with the row as it was.',
  }),
} as const;

/** Platform admin: the service assistant's help articles and the announcements sent (chat module). */
export const consoleHelpRoutes = {
  helpArticles: defineRoute({
    method: 'GET',
    path: '/console/content/help',
    auth: 'console',
    roles: ['admin'],
    input: HelpListQuerySchema,
    output: pageSchema(HelpArticleRowSchema),
    errors: [],
    summary:
      'Help articles filtered by title or keyword text, in the order the assistant tries them.',
  }),
  saveHelpArticle: defineRoute({
    method: 'POST',
    path: '/console/content/help/save',
    auth: 'console',
    roles: ['admin'],
    input: HelpArticleSaveInputSchema,
    output: HelpArticleRowSchema,
    errors: [],
    summary: 'Creates or changes a help article; the assistant answers with it at once; audited.',
  }),
  deleteHelpArticle: defineRoute({
    method: 'POST',
    path: '/console/content/help/delete',
    auth: 'console',
    roles: ['admin'],
    input: DeleteInputSchema,
    output: Deleted,
    errors: [],
    summary: 'Removes a help article; audited with the row as it was.',
  }),
  sentNotices: defineRoute({
    method: 'GET',
    path: '/console/content/notices',
    auth: 'console',
    roles: ['admin'],
    input: SentNoticeQuerySchema,
    output: pageSchema(SentNoticeSchema),
    errors: [],
    summary: 'Platform announcements sent (newest first) with how many members got and read each.',
  }),
} as const;
