import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../../platform/config/env.ts';
import type { Db } from '../database.ts';
import {
  findComments,
  findLikes,
  findPosts,
  goods,
  liveRooms,
  memberFollows,
  shops,
} from '../schema/index.ts';
import { seedUsers } from './seed-users.ts';
import { demoImage } from './demo-images.ts';

/** Small demo videos and an HLS stream made offline with ffmpeg, kept in the repository. */
const MEDIA_DIR = path.join(SERVER_ROOT, 'assets/demo-media');

const CAPTIONS = [
  'New stock just landed. Which plan would you pick?',
  'Behind the scenes: how we test every script before it ships.',
  'Customer photo of the week, thank you!',
  'Weekend deal: check the linked items.',
  'Quick tip: bind your activation code before the countdown ends.',
  'Packing orders today, they ship within the hour.',
];

/** The demo feed (once, when there are no posts): shop posts with goods, two videos and a live room. */
export async function seedDemoFind(db: Db, options: { dataDir?: string }): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(findPosts);
  if ((existing[0]?.n ?? 0) > 0) return false;
  if (options.dataDir) {
    const target = path.join(options.dataDir, 'uploads', 'demo');
    await mkdir(target, { recursive: true });
    await cp(MEDIA_DIR, target, { recursive: true });
  }
  const allShops = await db.select().from(shops).orderBy(asc(shops.id));
  const someGoods = await db
    .select({ id: goods.id, shopId: goods.shopId, image: goods.image })
    .from(goods)
    .orderBy(asc(goods.id))
    .limit(120);
  if (!allShops.length) return false;

  const posts = [];
  for (const [i, shop] of allShops.entries()) {
    const own = someGoods.filter((g) => g.shopId === shop.id);
    for (let k = 0; k < 2 && own.length; k += 1) {
      const linked = own.slice(k * 2, k * 2 + 2);
      posts.push({
        userId: shop.userId,
        shopId: shop.id,
        type: 'image',
        content: CAPTIONS[(i + k) % CAPTIONS.length]!,
        images: linked.map((g) => g.image),
        goodsIds: linked.map((g) => g.id),
        likes: (i * 5 + k * 3) % 40,
        views: 50 + i * 11 + k * 7,
        createdAt: new Date(Date.UTC(2026, 10, 12) + (i * 2 + k) * 3_600_000 * 5),
      });
    }
  }
  const cover = async (name: string, hue: number, glyph: string) =>
    options.dataDir
      ? demoImage(options.dataDir, name, { hue, glyph, width: 360, height: 640 })
      : `/uploads/demo/${name}.webp`;
  const videoShops = [allShops[1] ?? allShops[0]!, allShops[7] ?? allShops[0]!];
  for (const [i, shop] of videoShops.entries()) {
    posts.push({
      userId: shop.userId,
      shopId: shop.id,
      type: 'video',
      content:
        i === 0
          ? 'Unboxing our new gaming cloud phone in 5 seconds.'
          : 'Renting a cloud phone, start to finish.',
      images: [],
      videoUrl: `/uploads/demo/video-${i + 1}.mp4`,
      cover: await cover(`video-${i + 1}-cover`, 200 + i * 60, shop.shopname.slice(0, 1)),
      goodsIds: someGoods
        .filter((g) => g.shopId === shop.id)
        .slice(0, 1)
        .map((g) => g.id),
      likes: 12 + i * 9,
      views: 300 + i * 120,
      createdAt: new Date(Date.UTC(2026, 10, 18) + i * 3_600_000),
    });
  }
  const official = allShops[0]!;
  const [room] = await db
    .insert(liveRooms)
    .values({
      shopId: official.id,
      title: 'Cloud phone launch, live',
      cover: await cover('live-cover', 20, '●'),
      hlsUrl: '/uploads/demo/live/index.m3u8',
      goodsIds: someGoods
        .filter((g) => g.shopId === official.id)
        .slice(0, 4)
        .map((g) => g.id),
      likes: 128,
      views: 512,
    })
    .returning();
  posts.push({
    userId: official.userId,
    shopId: official.id,
    type: 'live',
    content: 'We are live: cloud phone launch with launch-day prices.',
    images: [room!.cover],
    liveRoomId: room!.id,
    goodsIds: room!.goodsIds,
    likes: 30,
    views: 512,
    createdAt: new Date(Date.UTC(2026, 10, 20)),
  });
  const inserted = await db.insert(findPosts).values(posts).returning({ id: findPosts.id });

  const demo = await seedUsers.byUsername(db, 'demo');
  const demo2 = await seedUsers.byUsername(db, 'demo2');
  if (demo && demo2) {
    await db
      .insert(memberFollows)
      .values([
        { userId: demo.id, targetUserId: official.userId },
        { userId: demo2.id, targetUserId: demo.id },
      ])
      .onConflictDoNothing();
    await db
      .insert(findLikes)
      .values(inserted.slice(0, 3).map((p) => ({ userId: demo.id, postId: p.id })))
      .onConflictDoNothing();
    const first = inserted[0]!.id;
    await db.insert(findComments).values([
      { postId: first, userId: demo.id, content: 'Is the 90-day plan in stock?' },
      { postId: first, userId: demo2.id, content: 'I bought one last week, works great.' },
    ]);
    await db
      .update(findPosts)
      .set({ comments: 2 })
      .where(sql`${findPosts.id} = ${first}`);
  }
  return true;
}
