import { createHash } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@cloudmall/contract/devices';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { hashCode } from '../../modules/devices/index.ts';
import {
  activationCodes,
  categories,
  deviceOffers,
  devices,
  deviceScripts,
  goods,
  goodsSkus,
  scripts,
} from '../schema/index.ts';
import { GOODS_TEMPLATES } from './catalog-data.ts';
import { demoTranslations } from './demo-translations.ts';
import { seedUsers } from './seed-users.ts';

const DAY_MS = 86_400_000;

/** Deterministic text over the code alphabet (the demo's codes and device ids stay the same). */
function demoChars(label: string, length: number): string {
  const bytes = createHash('sha256').update(`cloudmall-demo:${label}`).digest();
  return Array.from({ length }, (_, i) => CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length]).join('');
}
const demoSecret = (label: string) =>
  createHash('sha256').update(`cloudmall-demo-secret:${label}`).digest('hex');

/** Days of a SKU: `7 days` → 7, `Monthly` 30, `Yearly` 365. */
function daysOf(difference: string[]): number | null {
  const first = difference[0] ?? '';
  const match = /^(\d+) days?$/.exec(first);
  if (match) return Number(match[1]);
  return first === 'Monthly' ? 30 : first === 'Yearly' ? 365 : null;
}

/** Scripts, and offers for the demo goods in "Cloud phones" and "Scripts" (when the catalog is seeded). */
async function seedScriptsAndOffers(db: Db): Promise<number[]> {
  const names = GOODS_TEMPLATES.Scripts!.names;
  const made = await db
    .insert(scripts)
    .values(names.map((name) => ({ name, translations: demoTranslations({ name }) })))
    .returning();
  const scriptIdOf = new Map(made.map((s) => [s.name, s.id]));
  const tops = await db
    .select()
    .from(categories)
    .where(inArray(categories.name, ['Cloud phones', 'Scripts']));
  for (const top of tops) {
    const children = await db.select().from(categories).where(eq(categories.pid, top.id));
    const categoryIds = [top.id, ...children.map((c) => c.id)];
    const rows = await db
      .select({ goods, sku: goodsSkus })
      .from(goods)
      .innerJoin(goodsSkus, eq(goodsSkus.goodsId, goods.id))
      .where(inArray(goods.categoryId, categoryIds))
      .orderBy(goods.id, goodsSkus.id);
    for (const { goods: item, sku } of rows) {
      const days = daysOf(sku.difference);
      if (days === null) continue;
      const scriptName = names.find((n) => item.title === n || item.title.startsWith(`${n} `));
      const scriptId = top.name === 'Scripts' ? (scriptIdOf.get(scriptName ?? '') ?? null) : null;
      if (top.name === 'Scripts' && scriptId === null) continue;
      await db
        .insert(deviceOffers)
        .values({
          goodsId: item.id,
          skuId: sku.id,
          kind: scriptId ? 'script' : 'cloud_phone',
          days,
          scriptId,
        })
        .onConflictDoNothing();
      if (scriptId)
        await db
          .update(scripts)
          .set({ goodsId: item.id })
          .where(eq(scripts.id, scriptId))
          .returning();
    }
  }
  return made.map((s) => s.id);
}

/**
 * The demo member's cloud phones and codes: a running phone with an enabled script (its code
 * bound), an expired phone, an unused script code, an unused 7-day cloud-phone code and an
 * expired code. Codes, device codes and plugin secrets are the same on every seed.
 */
export async function seedDemoDevices(db: Db): Promise<void> {
  if ((await db.select({ id: scripts.id }).from(scripts).limit(1)).length > 0) return;
  const scriptIds = await seedScriptsAndOffers(db);
  const demo = await seedUsers.byUsername(db, 'demo');
  if (!demo) return;
  const now = new Date();
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const device = (label: string, state: string, expiresAt: Date, boundCodes: number) => {
    const deviceCode = `CP${demoChars(`device:${label}`, 10)}`;
    return {
      userId: demo.id,
      name: `Cloud phone ${deviceCode.slice(-4)}`,
      deviceCode,
      pluginSecret: demoSecret(label),
      state,
      expiresAt,
      boundCodes,
      createdAt: at(-40),
      updatedAt: now,
    };
  };
  const [running] = await db
    .insert(devices)
    .values([device('running', 'running', at(27), 1), device('expired', 'expired', at(-2), 0)])
    .returning();
  const code = (label: string, fields: Partial<typeof activationCodes.$inferInsert>) => {
    const text = demoChars(`code:${label}`, CODE_LENGTH);
    return {
      code: text,
      codeHash: hashCode(text),
      last4: text.slice(-4),
      kind: 'cloud_phone',
      days: 7,
      source: 'seed',
      userId: demo.id,
      state: 'unused',
      expiresAt: at(365),
      createdAt: at(-30),
      updatedAt: now,
      ...fields,
    };
  };
  const [bound] = await db
    .insert(activationCodes)
    .values([
      code('bound-script', {
        kind: 'script',
        scriptId: scriptIds[1],
        days: 30,
        state: 'bound',
        deviceId: running!.id,
        boundAt: at(-10),
      }),
      code('unused-script', { kind: 'script', scriptId: scriptIds[0], days: 30 }),
      code('unused-phone', {}),
      code('expired-phone', { state: 'expired', expiresAt: at(-5), createdAt: at(-400) }),
    ])
    .returning();
  await db.insert(deviceScripts).values({
    deviceId: running!.id,
    scriptId: scriptIds[1]!,
    codeId: bound!.id,
    enabled: true,
    enabledAt: at(-10),
    updatedAt: at(-10),
  });
}
