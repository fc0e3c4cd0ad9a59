import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { coupons, goods, shops } from '../schema/index.ts';
import { demoTranslations } from './demo-translations.ts';

const DAY_MS = 86_400_000;

/**
 * Demo coupons (once, when there are none and the shop world exists): for the first four demo
 * shops and one platform coupon, covering every type (reduction, discount, shipping, vip) and both
 * validities (fixed dates, appoint days after claim), a limited grant and a goods/category range.
 */
export async function seedDemoCoupons(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(coupons);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const shopRows = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(4);
  if (shopRows.length < 4) return false;
  const [s1, s2, s3, s4] = shopRows.map((s) => s.id) as [number, number, number, number];
  const shop1Goods = await db
    .select({ id: goods.id, categoryId: goods.categoryId })
    .from(goods)
    .where(eq(goods.shopId, s1))
    .orderBy(asc(goods.id))
    .limit(3);
  const fixed = {
    preType: 'fixed',
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + 90 * DAY_MS),
  };
  const appoint = (days: number) => ({ preType: 'appoint', validityDays: days });
  const rows: Array<typeof coupons.$inferInsert> = [
    {
      shopId: 0,
      type: 'reduction',
      name: 'Cloudmall 20 off 100',
      priceMinor: 2000n,
      limitMinor: 10000n,
      ...fixed,
      drawLimit: 1,
      grantTotal: 500,
      content: 'Platform coupon: any shop, orders of 100.00 or more.',
    },
    {
      shopId: s1,
      type: 'reduction',
      name: '5 off 30',
      priceMinor: 500n,
      limitMinor: 3000n,
      ...fixed,
      drawLimit: 2,
      content: 'Any goods of the shop.',
    },
    {
      shopId: s1,
      type: 'discount',
      name: '15% off',
      discountTenths: 85,
      limitMinor: 0n,
      ...appoint(7),
      drawLimit: 1,
      grantTotal: 100,
      content: 'Valid 7 days after claiming.',
    },
    {
      shopId: s1,
      type: 'shipping',
      name: 'Free shipping',
      limitMinor: 1000n,
      ...appoint(15),
      drawLimit: 0,
      content: 'Freight free on orders of 10.00 or more.',
    },
    ...(shop1Goods.length
      ? [
          {
            shopId: s1,
            type: 'reduction',
            name: '3 off selected goods',
            priceMinor: 300n,
            limitMinor: 0n,
            rangeType: 'goods',
            rangeIds: shop1Goods.map((g) => g.id),
            ...fixed,
            drawLimit: 1,
            grantTotal: 50,
            content: 'Only on the selected goods.',
          },
          {
            shopId: s1,
            type: 'discount',
            name: '10% off the category',
            discountTenths: 90,
            rangeType: 'category',
            rangeIds: [shop1Goods[0]!.categoryId],
            ...appoint(30),
            drawLimit: 1,
            content: 'Only on goods of one category.',
          },
        ]
      : []),
    {
      shopId: s2,
      type: 'vip',
      userType: 'reduction',
      userLevel: 1,
      name: 'VIP 10 off 50',
      priceMinor: 1000n,
      limitMinor: 5000n,
      ...fixed,
      drawLimit: 1,
      grantTotal: 200,
      content: 'For members of level 1 and above.',
    },
    {
      shopId: s2,
      type: 'reduction',
      name: '8 off 60',
      priceMinor: 800n,
      limitMinor: 6000n,
      ...appoint(10),
      drawLimit: 1,
      grantTotal: 10,
      content: 'Only ten of them.',
    },
    {
      shopId: s3,
      type: 'discount',
      name: '12% off over 20',
      discountTenths: 88,
      limitMinor: 2000n,
      ...fixed,
      drawLimit: 1,
      content: 'Orders of 20.00 or more.',
    },
    {
      shopId: s3,
      type: 'vip',
      userType: 'discount',
      userLevel: 2,
      name: 'VIP 20% off',
      discountTenths: 80,
      limitMinor: 0n,
      ...appoint(30),
      drawLimit: 1,
      content: 'For members of level 2 and above.',
    },
    {
      shopId: s4,
      type: 'shipping',
      name: 'Free shipping',
      limitMinor: 0n,
      ...fixed,
      drawLimit: 3,
      content: 'Freight free on any order.',
    },
  ];
  await db.insert(coupons).values(
    rows.map((c) => ({
      ...c,
      translations: demoTranslations({ name: c.name, content: c.content ?? '' }),
    })),
  );
  return true;
}
