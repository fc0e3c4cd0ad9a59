import type { DeskConversation, DeskMember } from '@cloudmall/contract/chat';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import * as errors from './chat.errors.ts';
import type { CustomerService } from './customer-service.service.ts';
import type { ChatMembers } from './ports.ts';
import type { ReplyLanguage } from './service-replies.ts';

export type ServiceDesk = ReturnType<typeof createServiceDesk>;

/** The agents' side of customer service: conversations, read-only member lookup, desk pushes. */
export function createServiceDesk(deps: {
  realtime: Realtime;
  members: ChatMembers;
  /** Ids of the members who answer customer service (agents and admins). */
  agents?: () => Promise<number[]>;
}) {
  const { members, realtime } = deps;

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
