import type { Page } from '@cloudmall/contract';
import type { FindPost } from '@cloudmall/contract/find';
import type { z } from 'zod';
import type { FindListQuerySchema, FindPublishSchema } from '@cloudmall/contract/find';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError, unauthorized } from '../../platform/http/app-error.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { findRepository, type PostRow } from './find.repository.ts';
import type { FindPorts } from './ports.ts';

const postNotFound = () => new AppError('post_not_found');

export type FindService = ReturnType<typeof createFindService>;

export function createFindService(deps: { db: Db; ports: FindPorts; counters: CounterStore }) {
  const { db, ports, counters } = deps;

  /** Posts as shown: author (member, or their shop), linked goods on sale, and the viewer's flags. */
  async function present(rows: PostRow[], viewer: number | null): Promise<FindPost[]> {
    const [liked, following] = await Promise.all([
      viewer === null
        ? new Set<number>()
        : findRepository.likedSet(
            db,
            viewer,
            rows.map((r) => r.id),
          ),
      viewer === null
        ? new Set<number>()
        : findRepository.followingSet(db, viewer, [...new Set(rows.map((r) => r.userId))]),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const [member, shop, goods] = await Promise.all([
          ports.findMember(String(row.userId)),
          row.shopId ? ports.shopBrief(row.shopId) : null,
          ports.cards(row.goodsIds),
        ]);
        return {
          id: row.id,
          type: row.type as FindPost['type'],
          content: row.content,
          images: row.images,
          video: row.videoUrl ? { url: row.videoUrl, cover: row.cover ?? '' } : null,
          live_id: row.liveRoomId,
          author: {
            user_id: row.userId,
            nickname: member?.nickname ?? '',
            avatar: member?.avatar ?? '',
            shop: shop ? { id: shop.id, shopname: shop.shopname, avatar: shop.avatar } : null,
          },
          goods,
          likes: row.likes,
          comments: row.comments,
          views: row.views,
          is_like: liked.has(row.id),
          is_follow: following.has(row.userId),
          createtime: unixSeconds(row.createdAt),
        };
      }),
    );
  }

  return {
    present,

    /** Feed tabs: everything, videos, authors I follow, mine, what a member liked, a member's posts. */
    async list(
      query: z.output<typeof FindListQuerySchema>,
      viewer: number | null,
    ): Promise<Page<FindPost>> {
      const needsLogin = query.type === 'follow' || query.type === 'myfind';
      if (needsLogin && viewer === null) throw unauthorized();
      const someone = query.user_id ?? viewer ?? 0;
      const filter =
        query.type === 'video'
          ? findRepository.ofType('video')
          : query.type === 'follow'
            ? findRepository.byUsers(await findRepository.followedIds(db, viewer!))
            : query.type === 'myfind'
              ? findRepository.byUser(viewer!)
              : query.type === 'likes'
                ? findRepository.likedBy(someone)
                : query.type === 'user'
                  ? findRepository.byUser(someone)
                  : undefined;
      const { rows, total } = await findRepository.pagePosts(
        db,
        and(findRepository.normal(), filter),
        offsetOf(query),
        query.list_rows,
      );
      return toPage(await present(rows, viewer), total, query);
    },

    /** One post on show; counts a view. */
    async details(id: number, viewer: number | null): Promise<FindPost> {
      const row = await findRepository.findPost(db, id);
      if (!row || row.status !== 'normal') throw postNotFound();
      await findRepository.countView(db, id);
      return (await present([{ ...row, views: row.views + 1 }], viewer))[0]!;
    },

    /** Publishes a post (as the member's shop when they own one); goods that are not on sale are dropped. */
    async publish(userId: number, input: z.output<typeof FindPublishSchema>): Promise<FindPost> {
      if ((await counters.increment(`find:post:${userId}`, 3600)) > 20)
        throw new AppError('rate_limited');
      const [shop, goods] = await Promise.all([
        ports.shopOfUser(userId),
        ports.cards(input.goods_ids),
      ]);
      const row = await findRepository.insertPost(db, {
        userId,
        shopId: shop?.id ?? null,
        type: input.type,
        content: input.content,
        images: input.type === 'image' ? input.images : [],
        videoUrl: input.type === 'video' ? input.video_url : null,
        cover: input.type === 'video' ? input.cover : null,
        goodsIds: goods.map((g) => g.id),
      });
      return (await present([row], userId))[0]!;
    },

    async remove(userId: number, id: number): Promise<null> {
      if (!(await findRepository.deleteOwnPost(db, userId, id))) throw postNotFound();
      return null;
    },

    async toggleLike(userId: number, id: number): Promise<boolean> {
      const row = await findRepository.findPost(db, id);
      if (!row || row.status !== 'normal') throw postNotFound();
      return db.transaction((trx) => findRepository.toggleLike(trx as unknown as Db, userId, id));
    },

    async toggleFollow(userId: number, targetUserId: number): Promise<boolean> {
      if (userId === targetUserId) throw new AppError('follow_self_not_allowed');
      if (!(await ports.findMember(String(targetUserId))))
        throw new AppError('chat_user_not_found');
      return findRepository.toggleFollow(db, userId, targetUserId);
    },

    async people(
      query: { id: number; type: 'follow' | 'fans'; page: number; list_rows: number },
      viewer: number | null,
    ) {
      const { ids, total } = await findRepository.pagePeople(
        db,
        query.id,
        query.type,
        offsetOf(query),
        query.list_rows,
      );
      const following =
        viewer === null ? new Set<number>() : await findRepository.followingSet(db, viewer, ids);
      const cards = await Promise.all(
        ids.map(async (id) => {
          const member = await ports.findMember(String(id));
          return {
            user_id: id,
            nickname: member?.nickname ?? '',
            avatar: member?.avatar ?? '',
            is_follow: following.has(id),
          };
        }),
      );
      return toPage(cards, total, query);
    },

    async user(id: number, viewer: number | null) {
      const member = await ports.findMember(String(id));
      if (!member) throw new AppError('chat_user_not_found');
      const [counts, following, bio] = await Promise.all([
        findRepository.counts(db, id),
        viewer === null ? new Set<number>() : findRepository.followingSet(db, viewer, [id]),
        ports.memberBio(id),
      ]);
      return {
        user_id: id,
        nickname: member.nickname,
        avatar: member.avatar,
        bio,
        ...counts,
        is_follow: following.has(id),
      };
    },

    /** Comments of a post on show, oldest first; the author of each is named. */
    async comments(postId: number, viewer: number | null) {
      const rows = await findRepository.comments(db, postId);
      return Promise.all(
        rows.map(async (row) => {
          const member = await ports.findMember(String(row.userId));
          return {
            id: row.id,
            pid: row.pid,
            content: row.content,
            user: {
              id: row.userId,
              nickname: member?.nickname ?? '',
              avatar: member?.avatar ?? '',
            },
            is_owner: row.userId === viewer,
            createtime: unixSeconds(row.createdAt),
          };
        }),
      );
    },

    /** Comments on a post, or replies to one of its comments; stored as text. */
    async comment(userId: number, input: { find_id: number; content: string; pid: number }) {
      const post = await findRepository.findPost(db, input.find_id);
      if (!post || post.status !== 'normal') throw postNotFound();
      if (input.pid && (await findRepository.findComment(db, input.pid))?.postId !== input.find_id)
        throw postNotFound();
      if ((await counters.increment(`find:comment:${userId}`, 60)) > 20)
        throw new AppError('rate_limited');
      const row = await findRepository.addComment(db, {
        postId: input.find_id,
        userId,
        pid: input.pid,
        content: input.content,
      });
      const member = await ports.findMember(String(userId));
      return {
        id: row.id,
        pid: row.pid,
        content: row.content,
        user: { id: userId, nickname: member?.nickname ?? '', avatar: member?.avatar ?? '' },
        is_owner: true,
        createtime: unixSeconds(row.createdAt),
      };
    },
  };
}
