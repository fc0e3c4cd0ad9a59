import { createHash, timingSafeEqual } from 'node:crypto';
import type { LivePublishCallback, LiveRoom } from '@cloudmall/contract/find';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import { findRepository } from './find.repository.ts';
import { createLiveBroadcast } from './live-broadcast.ts';
import { liveRoomsRepository } from './live-rooms.repository.ts';
import type { FindPorts } from './ports.ts';

const liveNotFound = () => new AppError('live_not_found');

/** Compares two secrets in constant time (digests of equal length, whatever was sent). */
const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

export type LiveService = ReturnType<typeof createLiveService>;

/** Live rooms: the video is an HLS stream from a media server; presence, likes and chat go over the socket. */
export function createLiveService(deps: { db: Db; ports: FindPorts; counters: CounterStore }) {
  const { db, ports, counters } = deps;

  const broadcast = createLiveBroadcast(deps);

  async function room(roomId: number, viewer: number | null): Promise<LiveRoom> {
    const row = await findRepository.findRoom(db, roomId);
    if (!row) throw liveNotFound();
    const [shop, goods, online] = await Promise.all([
      ports.shopBrief(row.shopId),
      ports.cards(row.goodsIds),
      findRepository.viewers(db, roomId),
    ]);
    if (!shop) throw liveNotFound();
    return {
      id: row.id,
      title: row.title,
      cover: row.cover,
      hls_url: row.hlsUrl,
      status: row.status as LiveRoom['status'],
      likes: row.likes,
      views: row.views,
      online: online.length,
      shop,
      goods,
      is_follow: viewer === null ? false : await ports.isFollowingShop(viewer, row.shopId),
    };
  }

  async function open(roomId: number) {
    const row = await findRepository.findRoom(db, roomId);
    if (!row) throw liveNotFound();
    if (row.status !== 'live') throw new AppError('live_ended');
    return row;
  }

  const nameOf = async (userId: number) => ({
    id: userId,
    nickname: (await ports.findMember(String(userId)))?.nickname ?? '',
  });

  return {
    /** A member enters: counted, listed as present, and the room hears `coming`. */
    async play(roomId: number, userId: number): Promise<LiveRoom> {
      const row = await findRepository.findRoom(db, roomId);
      if (!row) throw liveNotFound();
      if (row.status === 'live') {
        await findRepository.enterRoom(db, roomId, userId);
        await broadcast(roomId, await nameOf(userId), { type: 'coming' });
      }
      return room(roomId, userId);
    },

    async leave(roomId: number, userId: number): Promise<null> {
      if (await findRepository.leaveRoom(db, roomId, userId))
        await broadcast(roomId, await nameOf(userId), { type: 'leave' });
      return null;
    },

    async like(roomId: number, userId: number) {
      await open(roomId);
      const likes = await findRepository.likeRoom(db, roomId);
      await broadcast(roomId, await nameOf(userId), { type: 'like' }, { like: likes });
      return { likes };
    },

    /** A chat line to the room, at most 20 a minute per member; shown as text. */
    async send(roomId: number, userId: number, text: string): Promise<null> {
      await open(roomId);
      if ((await counters.increment(`live:send:${userId}`, 60)) > 20)
        throw new AppError('rate_limited');
      await broadcast(roomId, await nameOf(userId), { type: 'msg', text });
      return null;
    },

    summary: (roomId: number, viewer: number | null) => room(roomId, viewer),

    /** The media server may publish a stream name only with that live room's key (403 otherwise). */
    async publishCheck(input: LivePublishCallback): Promise<null> {
      if ((input.call ?? input.action) === 'publish_done') return null;
      const row = await liveRoomsRepository.byStreamName(db, input.name);
      const allowed =
        row?.status === 'live' &&
        !!row.streamKey &&
        input.key !== undefined &&
        sameSecret(input.key, row.streamKey);
      if (!allowed) throw forbidden();
      return null;
    },
  };
}
