import type { Language, Page } from '@cloudmall/contract';
import type { Notice } from '@cloudmall/contract/chat';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { type NoticeRow, noticesRepository } from './notices.repository.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { noticeUrlOf } from './chat.mapper.ts';
import { type NoticeMessage, renderNotice } from '../../platform/messages/notice-messages.ts';

/** A notice the server writes: a catalogue message (key and params), shown in the reader's language. */
export interface NewNotice {
  /** `order` for order and refund events (pushed as `order`); others are pushed as `notice`. */
  type: 'order' | 'notice' | 'system' | 'logistics';
  message: NoticeMessage;
  modules: string;
  modulesId: number;
}

/** A stored notice in `language`: its catalogue message when it has one, else the text it was written with. */
const textOf = (row: NoticeRow, language: Language) =>
  (row.messageKey && renderNotice(row.messageKey, row.params ?? {}, language)) || {
    title: row.title,
    content: row.content,
  };

const toNotice = (row: NoticeRow, language: Language): Notice => ({
  id: row.id,
  type: row.type as Notice['type'],
  ...textOf(row, language),
  modules: row.modules,
  modules_id: row.modulesId,
  read: row.readAt !== null,
  createtime: unixSeconds(row.createdAt),
  url: noticeUrlOf(row.modules, row.modulesId),
  image: '',
  come: '',
});

export type NoticesService = ReturnType<typeof createNoticesService>;

export function createNoticesService(deps: { db: Db; clock: Clock; realtime: Realtime }) {
  const { db, clock, realtime } = deps;
  return {
    /**
     * Stores a notice for a member (its key and params, and its English text as the fallback), then
     * pushes it (`order` or `notice`) with the key and params, so a client shows it in its language.
     */
    async notify(userId: number, notice: NewNotice): Promise<void> {
      const { message, ...rest } = notice;
      const english = renderNotice(message.key, message.params, 'en')!;
      const row = await noticesRepository.insert(db, {
        userId,
        ...rest,
        title: english.title.slice(0, 120),
        content: english.content.slice(0, 500),
        messageKey: message.key,
        params: message.params,
      });
      await realtime.pushToUser(userId, {
        type: notice.type === 'order' ? 'order' : 'notice',
        id: row.id,
        title: row.title,
        content: row.content,
        message_key: message.key,
        params: message.params,
        modules: row.modules,
        modules_id: row.modulesId,
        createtime: unixSeconds(row.createdAt),
      });
    },

    /** A page of the member's notices of one type, each in the reader's language. */
    async page(
      userId: number,
      query: { type: string; page: number; list_rows: number },
      language: Language,
    ): Promise<Page<Notice>> {
      return pageOf(
        query,
        (offset, limit) => noticesRepository.page(db, userId, query.type, offset, limit),
        (row) => toNotice(row, language),
      );
    },

    unreadByType: (userId: number) => noticesRepository.unreadByType(db, userId),

    async markRead(userId: number, type?: string): Promise<null> {
      await noticesRepository.markRead(db, userId, type, clock.now());
      return null;
    },
  };
}
