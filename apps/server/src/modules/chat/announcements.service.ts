import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { ChatMembers } from './ports.ts';
import { noticesRepository } from './notices.repository.ts';

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

/**
 * Platform announcements, written by an admin as text: stored without a message key, so every reader
 * sees the text as written.
 */
export function createAnnouncementsService(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  members: ChatMembers;
}) {
  const { db, clock, realtime, members: directory } = deps;
  return {
    /** Writes a `system` notice for every member who can log in, in one statement with its audit entry, then pushes it to every connected member. */
    async announce(
      adminId: number,
      input: { title: string; content: string },
    ): Promise<{ members: number }> {
      const now = clock.now();
      const audience = await directory.activeMemberIds();
      const members = await inTransaction(db, async (trx) => {
        const written = await noticesRepository.insertForMembers(
          trx,
          audience,
          {
            type: 'system',
            title: input.title,
            content: input.content,
            modules: 'system',
            modulesId: 0,
          },
          now,
        );
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'notice.announce',
          target: 'members',
          detail: { title: input.title, members: written },
        });
        return written;
      });
      // one push for everyone: each member's stored copy has its own id, so the push carries none (0)
      await realtime.pushToMembers({
        type: 'notice',
        id: 0,
        title: input.title,
        content: input.content,
        modules: 'system',
        modules_id: 0,
        createtime: unixSeconds(now),
      });
      return { members };
    },
  };
}
