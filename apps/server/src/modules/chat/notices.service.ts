import type { Page } from '@cloudmall/contract';
import type { Notice } from '@cloudmall/contract/chat';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { type NoticeRow, noticesRepository } from './notices.repository.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';

export interface NewNotice {
  /** `order` for order and refund events (pushed as `order`); others are pushed as `notice`. */
  type: 'order' | 'notice' | 'system' | 'logistics';
  title: string;
  content: string;
  modules: string;
  modulesId: number;
}

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  type: row.type as Notice['type'],
  title: row.title,
  content: row.content,
  modules: row.modules,
  modules_id: row.modulesId,
  read: row.readAt !== null,
  createtime: unixSeconds(row.createdAt),
});

export type NoticesService = ReturnType<typeof createNoticesService>;

export function createNoticesService(deps: { db: Db; clock: Clock; realtime: Realtime }) {
  const { db, clock, realtime } = deps;
  return {
    /** Stores a notice for a member, then pushes it (`order` or `notice`) to their sockets. */
    async notify(userId: number, notice: NewNotice): Promise<void> {
      const row = await noticesRepository.insert(db, { userId, ...notice });
      await realtime.pushToUser(userId, {
        type: notice.type === 'order' ? 'order' : 'notice',
        id: row.id,
        title: row.title,
        content: row.content,
        modules: row.modules,
        modules_id: row.modulesId,
        createtime: unixSeconds(row.createdAt),
      });
    },

    async page(
      userId: number,
      query: { type: string; page: number; list_rows: number },
    ): Promise<Page<Notice>> {
      const { rows, total } = await noticesRepository.page(
        db,
        userId,
        query.type,
        offsetOf(query),
        query.list_rows,
      );
      return toPage(rows.map(toNotice), total, query);
    },

    unreadByType: (userId: number) => noticesRepository.unreadByType(db, userId),

    async markRead(userId: number, type?: string): Promise<null> {
      await noticesRepository.markRead(db, userId, type, clock.now());
      return null;
    },
  };
}
