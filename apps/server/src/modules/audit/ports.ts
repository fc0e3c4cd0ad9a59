import type { MemberCard } from '../identity/index.ts';

/** Names of the members who acted (identity's cards, locked members included). */
export interface AuditMembers {
  cardsOf(ids: number[]): Promise<Map<number, MemberCard>>;
}
