import type { Db } from '../database.ts';
import { vipLevels, waterCardFaces } from '../schema/index.ts';

/**
 * Demo VIP levels and water-card face values (idempotent: only into empty tables). Level 1 is
 * reached by a large paid spend (or bought) and opens the VIP coupons; levels 2 and 3 are packages
 * with a checkout discount, so paid orders of the other demo data never change their prices.
 */
export async function seedDemoMembership(db: Db): Promise<void> {
  if ((await db.select({ id: vipLevels.id }).from(vipLevels).limit(1)).length === 0) {
    await db.insert(vipLevels).values([
      {
        level: 1,
        name: 'Silver',
        benefits: 'VIP coupons of level 1',
        translations: {
          'zh-Hant': { name: '白銀', benefits: '1 級 VIP 優惠券' },
          tr: { name: 'Gümüş', benefits: 'Seviye 1 VIP kuponları' },
          id: { name: 'Perak', benefits: 'Kupon VIP level 1' },
        },
        thresholdMinor: 2_000_000n,
        priceMinor: 4_900n,
        discountBps: 0,
      },
      {
        level: 2,
        name: 'Gold',
        benefits: '3% off goods at checkout, VIP coupons',
        translations: {
          'zh-Hant': { name: '黃金', benefits: '結帳時商品 3% 折扣、VIP 優惠券' },
          tr: { name: 'Altın', benefits: 'Ödemede ürünlerde %3 indirim, VIP kuponları' },
          id: { name: 'Emas', benefits: 'Diskon 3% saat checkout, kupon VIP' },
        },
        thresholdMinor: 0n,
        priceMinor: 19_900n,
        discountBps: 300,
      },
      {
        level: 3,
        name: 'Diamond',
        benefits: '8% off goods at checkout, VIP coupons',
        translations: {
          'zh-Hant': { name: '鑽石', benefits: '結帳時商品 8% 折扣、VIP 優惠券' },
          tr: { name: 'Elmas', benefits: 'Ödemede ürünlerde %8 indirim, VIP kuponları' },
          id: { name: 'Berlian', benefits: 'Diskon 8% saat checkout, kupon VIP' },
        },
        thresholdMinor: 0n,
        priceMinor: 59_900n,
        discountBps: 800,
      },
    ]);
  }
  if ((await db.select({ id: waterCardFaces.id }).from(waterCardFaces).limit(1)).length === 0) {
    await db
      .insert(waterCardFaces)
      .values([{ valueMinor: 5_000n }, { valueMinor: 10_000n }, { valueMinor: 20_000n }]);
  }
}
