import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { serviceRequests } from '../schema/index.ts';
import { seedUsers } from './seed-users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo member's service desk history (once: only while they have none): feedback the desk
 * answered, and an expert consultation still waiting, so the feedback and `bingli` pages show both
 * states. Complaints are left to the member (each names a real target).
 */
export async function seedDemoServiceDesk(db: Db, now: Date = new Date()): Promise<void> {
  const demo = await seedUsers.byUsername(db, 'demo');
  const admin = await seedUsers.byUsername(db, 'admin');
  if (!demo) return;
  const [existing] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, demo.id))
    .limit(1);
  if (existing) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.insert(serviceRequests).values([
    {
      userId: demo.id,
      kind: 'feedback',
      category: 'suggestion',
      content: 'Please add a dark colour theme for night use.',
      state: 'replied',
      reply: 'Thank you! Colour themes are now under My > Theme; a dark one is planned.',
      repliedBy: admin?.id ?? null,
      repliedAt: daysAgo(1),
      createdAt: daysAgo(3),
      updatedAt: daysAgo(1),
    },
    {
      userId: demo.id,
      kind: 'consultation',
      subject: 'Script speed',
      content: 'My cloud phone runs the daily script slowly in the evening. What can I check?',
      state: 'pending',
      createdAt: daysAgo(0.5),
      updatedAt: daysAgo(0.5),
    },
  ]);
}
