import type { Db } from '../../db/database.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';

/** What the sign-in asks of identity: nickname and avatar of ranked members (`memberBriefs`). */
export interface SigninMembers {
  briefs(db: Db, ids: number[]): Promise<{ id: number; nickname: string; avatar: string }[]>;
}

/** What it asks of the wallet: the member's points balance (`wallet.balances.figures(...).score`). */
export interface SigninPoints {
  scoreOf(userId: number): Promise<number>;
}

export type { ChangePort };
