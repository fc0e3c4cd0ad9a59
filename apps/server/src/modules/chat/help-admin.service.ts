import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
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

/** The platform admin's help articles (the assistant reads them on every question) and sent announcements. */
export function createHelpAdminService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Help articles filtered by title or keyword text, in the assistant's order. */
    async helpArticles(query: { page: number; list_rows: number; q?: string }) {
      const { rows, total } = await helpAdminRepository.pageHelp(
        db,
        query.q,
        offsetOf(query),
        query.list_rows,
      );
      return toPage(rows.map(toHelp), total, query);
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
      return inTransaction(db, async (trx) => {
        const before = input.id
          ? await helpAdminRepository.helpForUpdate(trx, input.id)
          : undefined;
        if (input.id && !before) throw notFound();
        const after = input.id
          ? await helpAdminRepository.updateHelp(trx, input.id, row)
          : await helpAdminRepository.insertHelp(trx, row);
        await recordAudit(trx, {
          actorUserId: adminId,
          action: input.id ? 'help.update' : 'help.create',
          targetType: 'help_article',
          targetId: after.id,
          reason: input.reason,
          before: before ? toHelp(before) : null,
          after: toHelp(after),
        });
        return toHelp(after);
      });
    },

    /** Removes a help article; audited with the row as it was. */
    async deleteHelpArticle(adminId: number, input: { id: number; reason: string }) {
      await inTransaction(db, async (trx) => {
        const before = await helpAdminRepository.helpForUpdate(trx, input.id);
        if (!before) throw notFound();
        await helpAdminRepository.deleteHelp(trx, input.id);
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'help.delete',
          targetType: 'help_article',
          targetId: input.id,
          reason: input.reason,
          before: toHelp(before),
        });
      });
      return { id: input.id };
    },

    /** Announcements sent, newest first, with how many members got and have read each. */
    async sentNotices(query: { page: number; list_rows: number; q?: string }) {
      const { rows, total } = await helpAdminRepository.pageAnnouncements(
        db,
        query.q,
        offsetOf(query),
        query.list_rows,
      );
      return toPage(
        rows.map((row) => ({
          title: row.title,
          content: row.content,
          sent_at: unixSeconds(row.sentAt),
          members: row.members,
          read: row.read,
        })),
        total,
        query,
      );
    },
  };
}
