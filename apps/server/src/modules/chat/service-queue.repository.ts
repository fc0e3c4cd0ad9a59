import { and, count, desc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { serviceMessages } from '../../db/schema/chat.schema.ts';

/** Which conversations a desk page lists: by state, by one member, `mine` for one agent. */
export interface QueueFilter {
  state: 'waiting' | 'mine' | 'closed' | 'all';
  agentUserId: number;
  memberId?: number;
}

const m = serviceMessages;
const lastAgentMessage = alias(serviceMessages, 'last_agent_message');
const lastMemberMessage = alias(serviceMessages, 'last_member_message');

/** Per member: the latest request for a person, agent answer, member message and activity. */
const threads = (db: Db) =>
  db
    .select({
      userId: m.userId,
      lastAsk: sql<
        number | null
      >`max(${m.id}) filter (where ${m.sender} = 'member' and ${m.wantsHuman})`
        .mapWith(Number)
        .as('last_ask'),
      lastAgent: sql<number | null>`max(${m.id}) filter (where ${m.sender} = 'agent')`
        .mapWith(Number)
        .as('last_agent'),
      lastMember: sql<number | null>`max(${m.id}) filter (where ${m.sender} = 'member')`
        .mapWith(Number)
        .as('last_member'),
      lastId: sql<number>`max(${m.id})`.mapWith(Number).as('last_id'),
      lastAt: sql<Date>`max(${m.createdAt})`.as('last_at'),
    })
    .from(m)
    .groupBy(m.userId)
    .as('threads');

/** The customer-service desk's queue: one row per member who ever asked for a person or was answered. */
export const serviceQueueRepository = {
  async page(db: Db, filter: QueueFilter, offset: number, limit: number) {
    const t = threads(db);
    const waiting = sql`${t.lastAsk} > coalesce(${t.lastAgent}, 0)`;
    const notWaiting = sql`not (${waiting})`;
    const conditions: (SQL | undefined)[] = [or(isNotNull(t.lastAsk), isNotNull(t.lastAgent))];
    if (filter.memberId !== undefined) conditions.push(eq(t.userId, filter.memberId));
    if (filter.state === 'waiting') conditions.push(isNotNull(t.lastAsk), waiting);
    if (filter.state === 'closed') conditions.push(notWaiting, eq(lastAgentMessage.type, 'end'));
    if (filter.state === 'mine')
      conditions.push(
        eq(lastAgentMessage.agentUserId, filter.agentUserId),
        ne(lastAgentMessage.type, 'end'),
      );
    const where = and(...conditions);
    const rows = db
      .select({
        userId: t.userId,
        waiting: sql<boolean>`coalesce(${waiting}, false)`,
        agentUserId: lastAgentMessage.agentUserId,
        agentType: lastAgentMessage.type,
        memberType: lastMemberMessage.type,
        memberText: sql<string | null>`${lastMemberMessage.content}->>'text'`,
        lastAt: t.lastAt,
      })
      .from(t)
      .leftJoin(lastAgentMessage, eq(lastAgentMessage.id, t.lastAgent))
      .leftJoin(lastMemberMessage, eq(lastMemberMessage.id, t.lastMember))
      .where(where)
      .orderBy(desc(t.lastId))
      .offset(offset)
      .limit(limit);
    const total = db
      .select({ n: count() })
      .from(t)
      .leftJoin(lastAgentMessage, eq(lastAgentMessage.id, t.lastAgent))
      .where(where);
    const [page, totals] = await Promise.all([rows, total]);
    return { rows: page, total: totals[0]?.n ?? 0 };
  },
};
