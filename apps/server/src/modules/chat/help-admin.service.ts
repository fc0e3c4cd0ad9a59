import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { auditedRows } from '../../platform/audited-rows.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { pageOf } from '../../platform/http/paging.ts';
import type { HelpTranslations } from '@cloudmall/contract/console-content';
import { helpAdminRepository, type NewHelpArticle } from './help-admin.repository.ts';
import { helpLanguages, normalizeKeywords, storedHelpTranslations } from './help-texts.ts';

type HelpRow = NewHelpArticle & { id: number };
const toHelp = (row: HelpRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  keywords: row.keywords,
  weight: row.weight ?? 0,
  translations: row.translations ?? {},
  languages: helpLanguages(row.translations),
});

const helpRows = auditedRows({
  action: 'help',
  targetType: 'help_article',
  ...helpAdminRepository.help,
  show: toHelp,
});

export type HelpAdminService = ReturnType<typeof createHelpAdminService>;

/** The platform admin's help articles (the assistant reads them on every question) and sent announcements. */
export function createHelpAdminService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Help articles filtered by title or keyword text, in the assistant's order. */
    async helpArticles(query: { page: number; list_rows: number; q?: string }) {
      return pageOf(
        query,
        (offset, limit) => helpAdminRepository.pageHelp(db, query.q, offset, limit),
        toHelp,
      );
    },

    /** Creates or changes a help article in the four languages (English required); audited with before and after. */
    async saveHelpArticle(
      adminId: number,
      input: {
        id?: number;
        title: string;
        content: string;
        keywords: string;
        weight: number;
        translations: HelpTranslations;
        reason: string;
      },
    ) {
      const row = {
        title: input.title,
        content: input.content,
        keywords: normalizeKeywords(input.keywords),
        weight: input.weight,
        translations: storedHelpTranslations(input.translations),
      };
      return toHelp(await inTransaction(db, (trx) => helpRows.save(trx, adminId, input, row)));
    },

    /** Removes a help article; audited with the row as it was. */
    async deleteHelpArticle(adminId: number, input: { id: number; reason: string }) {
      await inTransaction(db, (trx) => helpRows.remove(trx, adminId, input));
      return { id: input.id };
    },

    /** Announcements sent, newest first, with how many members got and have read each. */
    async sentNotices(query: { page: number; list_rows: number; q?: string }) {
      return pageOf(
        query,
        (offset, limit) => helpAdminRepository.pageAnnouncements(db, query.q, offset, limit),
        (row) => ({
          title: row.title,
          content: row.content,
          sent_at: unixSeconds(row.sentAt),
          members: row.members,
          read: row.read,
        }),
      );
    },
  };
}
