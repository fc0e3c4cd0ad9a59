import type { Db } from '../database.ts';
import { shopApplications } from '../schema/index.ts';
import { demoImage } from './demo-images.ts';
import { seedUsers } from './seed-users.ts';

/**
 * One merchant application waiting on the admin's desk (demo2's, an enterprise with its document
 * and licence pictures), so the applications page has something to open; kept if already there.
 */
export async function seedDemoShopApplication(
  db: Db,
  options: { dataDir?: string },
): Promise<void> {
  const user = await seedUsers.byUsername(db, 'demo2');
  if (!user) return;
  const picture = async (name: string, hue: number, glyph: string) =>
    options.dataDir
      ? demoImage(options.dataDir, `apply-${name}`, { hue, glyph, width: 640, height: 400 })
      : '';
  const now = new Date();
  await db
    .insert(shopApplications)
    .values({
      userId: user.id,
      storeType: 'enterprise',
      shopname: 'Friendly Cloud Goods',
      idType: 'identity_card',
      idNumber: 'D2024117',
      realName: 'Demo Friend',
      mobile: '8613800000002',
      frontImage: await picture('front', 205, 'ID'),
      backImage: await picture('back', 215, 'ID'),
      licenceImage: await picture('licence', 140, '§'),
      state: 'pending',
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: shopApplications.userId });
}
