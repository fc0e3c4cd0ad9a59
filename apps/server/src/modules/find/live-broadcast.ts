import type { LivePush } from '@cloudmall/contract/chat';
import type { Db } from '../../db/database.ts';
import { findRepository } from './find.repository.ts';
import type { FindPorts } from './ports.ts';

export type LiveBroadcast = ReturnType<typeof createLiveBroadcast>;

/** Tells everyone in a room: `{type: 'live', group, form, message}` (protocol §5.3). */
export function createLiveBroadcast(deps: { db: Db; ports: Pick<FindPorts, 'pushToUser'> }) {
  return async function broadcast(
    roomId: number,
    from: { id: number; nickname: string },
    message: { type: string; text?: string },
    extra: Pick<LivePush, 'like' | 'goods'> = {},
  ): Promise<void> {
    const viewers = await findRepository.viewers(deps.db, roomId);
    const push: LivePush = {
      type: 'live',
      group: String(roomId),
      form: from,
      message,
      online: viewers.length,
      ...extra,
    };
    await Promise.all(viewers.map((userId) => deps.ports.pushToUser(userId, push)));
  };
}
