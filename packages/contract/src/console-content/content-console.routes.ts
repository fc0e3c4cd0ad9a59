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
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { RowIdSchema } from '../shared/wire-fields.ts';

/** Platform admin: every declared setting, validated by its own schema; changes audited. */
export const consoleSettingsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/settings/list',
    ...CONSOLE_ADMINS,
    input: SettingListQuerySchema,
    output: pageSchema(SettingRowSchema),
    errors: [],
    summary: 'Declared settings by module with value, default and schema; secrets masked.',
  }),
  update: defineRoute({
    method: 'POST',
    path: '/console/settings/update',
    ...CONSOLE_ADMINS,
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
    ...CONSOLE_ADMINS,
    input: AdvertListQuerySchema,
    output: pageSchema(AdvertRowSchema),
    errors: [],
    summary: 'Adverts by position and state, in the order the app shows them.',
  }),
  saveAdvert: defineRoute({
    method: 'POST',
    path: '/console/content/adverts/save',
    ...CONSOLE_ADMINS,
    input: AdvertSaveInputSchema,
    output: AdvertRowSchema,
    errors: [],
    summary: 'Creates or changes an advert; audited; the app sees it at once.',
  }),
  deleteAdvert: defineRoute({
    method: 'POST',
    path: '/console/content/adverts/delete',
    ...CONSOLE_ADMINS,
    input: DeleteInputSchema,
    output: RowIdSchema,
    errors: [],
    summary: 'Removes an advert; audited with the row as it was.',
  }),
  articles: defineRoute({
    method: 'GET',
    path: '/console/content/articles',
    ...CONSOLE_ADMINS,
    input: ArticleListQuerySchema,
    output: pageSchema(ArticleRowSchema),
    errors: [],
    summary: 'Articles filtered by category and title text; newest first.',
  }),
  article: defineRoute({
    method: 'GET',
    path: '/console/content/articles/detail',
    ...CONSOLE_ADMINS,
    input: ArticleIdQuerySchema,
    output: ArticleDetailSchema,
    errors: ['article_not_found'],
    summary: 'One article with its texts in every language.',
  }),
  saveArticle: defineRoute({
    method: 'POST',
    path: '/console/content/articles/save',
    ...CONSOLE_ADMINS,
    input: ArticleSaveInputSchema,
    output: ArticleDetailSchema,
    errors: ['article_not_found'],
    summary: 'Creates or changes an article in the four languages (HTML sanitised); audited.',
  }),
  deleteArticle: defineRoute({
    method: 'POST',
    path: '/console/content/articles/delete',
    ...CONSOLE_ADMINS,
    input: DeleteInputSchema,
    output: RowIdSchema,
    errors: ['article_not_found'],
    summary: 'Removes an article; audited with the row as it was.',
  }),
} as const;

/** Platform admin: the service assistant's help articles and the announcements sent (chat module). */
export const consoleHelpRoutes = {
  helpArticles: defineRoute({
    method: 'GET',
    path: '/console/content/help',
    ...CONSOLE_ADMINS,
    input: HelpListQuerySchema,
    output: pageSchema(HelpArticleRowSchema),
    errors: [],
    summary:
      'Help articles filtered by title or keyword text, in the order the assistant tries them.',
  }),
  saveHelpArticle: defineRoute({
    method: 'POST',
    path: '/console/content/help/save',
    ...CONSOLE_ADMINS,
    input: HelpArticleSaveInputSchema,
    output: HelpArticleRowSchema,
    errors: [],
    summary: 'Creates or changes a help article; the assistant answers with it at once; audited.',
  }),
  deleteHelpArticle: defineRoute({
    method: 'POST',
    path: '/console/content/help/delete',
    ...CONSOLE_ADMINS,
    input: DeleteInputSchema,
    output: RowIdSchema,
    errors: [],
    summary: 'Removes a help article; audited with the row as it was.',
  }),
  sentNotices: defineRoute({
    method: 'GET',
    path: '/console/content/notices',
    ...CONSOLE_ADMINS,
    input: SentNoticeQuerySchema,
    output: pageSchema(SentNoticeSchema),
    errors: [],
    summary: 'Platform announcements sent (newest first) with how many members got and read each.',
  }),
} as const;
