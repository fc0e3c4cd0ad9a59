import type { Page } from '@cloudmall/contract';
import type {
  DeskConversation,
  DeskMember,
  ServiceQueueEntry,
  ServiceQueueQuery,
} from '@cloudmall/contract/chat';
import type { Db } from '../../db/database.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import * as errors from './chat.errors.ts';
import type { CustomerService } from './customer-service.service.ts';
import type { ChatMembers } from './ports.ts';
import type { ReplyLanguage } from './service-replies.ts';
import { serviceQueueRepository } from './service-queue.repository.ts';

export type ServiceDesk = ReturnType<typeof createServiceDesk>;

/** The agents' side of customer service: conversations, read-only member lookup, desk pushes. */
export function createServiceDesk(deps: {
  db: Db;
  realtime: Realtime;
  members: ChatMembers;
  /** Ids of the members who answer customer service (agents and admins). */
  agents?: () => Promise<number[]>;
}) {
  const { db, members, realtime } = deps;
  const usernameOf = async (id: number | null) =>
    id === null ? '' : ((await members.findMember(String(id)))?.username ?? '');

  async function member(ref: string): Promise<DeskMember> {
    const card = await members.findMember(ref);
    if (!card) throw errors.chatUserNotFound();
    return {
      user_id: card.id,
      username: card.username,
      nickname: card.nickname,
      avatar: card.avatar,
    };
  }

  return {
    /** Looks a member up by id or username, read only; none (or locked) is `chat_user_not_found`. */
    member,

    /**
     * The desk's queue, paged on the server, latest activity first: `waiting` (asked for a person
     * since the last agent answer), `mine` (the caller answered last, not ended), `closed` (ended by
     * an agent, not asked again) or `all`; `member` (id or username) narrows it to one member.
     */
    async queue(agentUserId: number, query: ServiceQueueQuery): Promise<Page<ServiceQueueEntry>> {
      const found = query.member ? await members.findMember(query.member) : undefined;
      if (found === null) return toPage([], 0, query);
      const { rows, total } = await serviceQueueRepository.page(
        db,
        { state: query.state, agentUserId, memberId: found?.id },
        offsetOf(query),
        query.list_rows,
      );
      const entries = await Promise.all(
        rows.map(async (row) => {
          const card = await members.findMember(String(row.userId));
          return {
            user_id: row.userId,
            username: card?.username ?? '',
            nickname: card?.nickname ?? '',
            last: row.memberText ?? (row.memberType ? `[${row.memberType}]` : ''),
            createtime: unixSeconds(new Date(row.lastAt)),
            state: row.waiting ? 'waiting' : row.agentType === 'end' ? 'closed' : 'answered',
            agent: await usernameOf(row.agentUserId),
          } satisfies ServiceQueueEntry;
        }),
      );
      return toPage(entries, total, query);
    },

    /** A member's conversation as agents read it, oldest first. */
    async conversation(
      service: CustomerService,
      userId: number,
      language: ReplyLanguage,
    ): Promise<DeskConversation> {
      return {
        member: await member(String(userId)),
        messages: await service.history(userId, language),
      };
    },

    /** Tells every agent's desk that a member's conversation moved (after it was stored). */
    async tellAgents(userId: number): Promise<void> {
      const agents = deps.agents ? await deps.agents() : [];
      await Promise.all(
        agents.map((agent) =>
          realtime.pushToUser(agent, { type: 'service_desk', user_id: userId }),
        ),
      );
    },
  };
}
