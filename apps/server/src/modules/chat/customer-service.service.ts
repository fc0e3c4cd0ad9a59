import type { Language } from '@cloudmall/contract';
import type { ServiceMessage } from '@cloudmall/contract/chat';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import * as errors from './chat.errors.ts';
import type { ChatMembers } from './ports.ts';
import { helpIn, matchWords } from './help-texts.ts';
import { HUMAN_WORDS, type ReplyLanguage, repliesIn } from './service-replies.ts';
import {
  type HelpArticleRow as Article,
  type ServiceMessageRow as Row,
  serviceMessagesRepository,
} from './service-messages.repository.ts';

/** Agents speak as 8080000 + their id, the assistant as 0 (protocol §5.3). */
const AGENT_ID_BASE = 8_080_000;

/** Scores an article by how many of its keywords (the reader's language's and English) the question contains. */
export function scoreArticle(question: string, article: Article, language: Language): number {
  const text = question.toLocaleLowerCase();
  return matchWords(article, language).filter((word) => text.includes(word)).length;
}

export type CustomerService = ReturnType<typeof createCustomerService>;

export function createCustomerService(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  counters: CounterStore;
  members: ChatMembers;
  /** Called after a member's or an agent's message is stored: the agents' desks reload. */
  onDesk?: (userId: number) => Promise<void>;
}) {
  const { db, realtime, counters, members } = deps;
  const tellDesk = (userId: number) => {
    deps.onDesk?.(userId).catch(() => undefined);
  };

  function toMessage(row: Row, language: ReplyLanguage): ServiceMessage {
    const texts = repliesIn(language);
    const form =
      row.sender === 'member'
        ? { id: row.userId, name: '', avatar: '' }
        : row.sender === 'agent'
          ? { id: AGENT_ID_BASE + (row.agentUserId ?? 0), name: texts.agent, avatar: '' }
          : { id: 0, name: texts.name, avatar: '' };
    return {
      id: row.id,
      type: 'service',
      form,
      sender: row.sender as ServiceMessage['sender'],
      message: { type: row.type, content: row.content } as ServiceMessage['message'],
      createtime: unixSeconds(row.createdAt),
    };
  }

  const insert = (row: Parameters<typeof serviceMessagesRepository.insert>[1]) =>
    serviceMessagesRepository.insert(db, row);

  /** The assistant's answer: one article when one matches best, a list when several do, else a hand-over hint. */
  async function answer(userId: number, question: string, language: ReplyLanguage): Promise<Row[]> {
    const texts = repliesIn(language);
    const articles = (await serviceMessagesRepository.helpArticles(db)).map((row) => ({
      row,
      a: { id: row.id, ...helpIn(row, language) },
    }));
    const ranked = articles
      .map(({ row, a }) => ({ a, score: scoreArticle(question, row, language) }))
      .filter((r) => r.score > 0)
      .sort((x, y) => y.score - x.score);
    const best = ranked[0];
    if (!best) {
      const list = articles
        .slice(0, 5)
        .map(({ a }) => ({ id: a.id, title: a.title, keywords: a.keywords }));
      return [
        await insert({ userId, sender: 'bot', type: 'text', content: { text: texts.none } }),
        await insert({ userId, sender: 'bot', type: 'list', content: list }),
      ];
    }
    if (ranked.length === 1 || best.score > (ranked[1]?.score ?? 0)) {
      return [
        await insert({ userId, sender: 'bot', type: 'text', content: { text: texts.found } }),
        await insert({
          userId,
          sender: 'bot',
          type: 'article',
          content: { id: best.a.id, title: best.a.title, content: best.a.content },
        }),
      ];
    }
    const list = ranked
      .slice(0, 5)
      .map((r) => ({ id: r.a.id, title: r.a.title, keywords: r.a.keywords }));
    return [
      await insert({ userId, sender: 'bot', type: 'text', content: { text: texts.several } }),
      await insert({ userId, sender: 'bot', type: 'list', content: list }),
    ];
  }

  return {
    /**
     * A member asks: stored, answered by the assistant from help articles, or handed to a human agent.
     * A voice message goes to a human agent (the assistant cannot listen) and the assistant says so.
     */
    async ask(
      userId: number,
      input: { text?: string; voice?: { url: string; length: number }; human?: boolean },
      language: ReplyLanguage,
    ): Promise<ServiceMessage[]> {
      if ((await counters.increment(`service:ask:${userId}`, 60)) > 20) throw errors.rateLimited();
      if (input.voice) {
        const asked = await insert({
          userId,
          sender: 'member',
          type: 'voice',
          content: input.voice,
          wantsHuman: true,
        });
        tellDesk(userId);
        const reply = await insert({
          userId,
          sender: 'bot',
          type: 'text',
          content: { text: repliesIn(language).voice },
        });
        return [asked, reply].map((row) => toMessage(row, language));
      }
      const text = input.text ?? '';
      const wantsHuman =
        input.human === true || HUMAN_WORDS.some((word) => text.toLowerCase().includes(word));
      const asked = await insert({
        userId,
        sender: 'member',
        type: 'text',
        content: { text },
        wantsHuman,
      });
      if (wantsHuman) tellDesk(userId);
      const replies = wantsHuman
        ? [
            await insert({
              userId,
              sender: 'bot',
              type: 'text',
              content: { text: repliesIn(language).handover },
            }),
          ]
        : await answer(userId, text, language);
      return [asked, ...replies].map((row) => toMessage(row, language));
    },

    async history(userId: number, language: ReplyLanguage): Promise<ServiceMessage[]> {
      const rows = await serviceMessagesRepository.latestOf(db, userId);
      return rows.reverse().map((row) => toMessage(row, language));
    },

    /** A human agent answers (console): stored, then pushed to the member as a `service` message. */
    async reply(
      agentUserId: number,
      input: { user_id: number; text: string; end?: boolean },
    ): Promise<ServiceMessage> {
      if (!(await members.findMember(String(input.user_id)))) throw errors.chatUserNotFound();
      const row = await insert({
        userId: input.user_id,
        sender: 'agent',
        agentUserId,
        type: input.end ? 'end' : 'text',
        content: { text: input.text },
      });
      const message = toMessage(row, 'en');
      await realtime.pushToUser(input.user_id, message);
      tellDesk(input.user_id);
      return message;
    },

    /** Help articles in the reader's language (English where a text is not translated). */
    helpArticles: async (language: Language) =>
      (await serviceMessagesRepository.helpArticles(db)).map((a) => ({
        id: a.id,
        ...helpIn(a, language),
      })),
  };
}
