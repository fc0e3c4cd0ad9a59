import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuOfShop, userIdOf } from '../order-helpers.ts';
import { listenForSockets } from '../socket-client.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { eq } from 'drizzle-orm';
import { goods } from '../../src/db/schema/index.ts';
import { fund, tokenOf } from '../wallet-helpers.ts';
import { clientCall, tokenFor, type JourneyState, type Step, type World } from './client.ts';
import { DIFFERENT_ON_PURPOSE, JOURNEY } from './journey.ts';

/** The goods' own category (a leaf the category page lists). */
async function categoryOf(t: TestApp, goodsId: number): Promise<number> {
  const [row] = await t.db
    .select({ categoryId: goods.categoryId })
    .from(goods)
    .where(eq(goods.id, goodsId));
  return row!.categoryId;
}

/** Sends one step as the client does and runs its field reads. */
async function replay(w: World, step: Step): Promise<void> {
  await step.setup?.(w);
  if (step.run) return step.run(w);
  const data = await clientCall(w.t, {
    method: step.method ?? 'GET',
    path: step.path ?? '/',
    data: step.data?.(w.s),
    token: tokenFor(w.s, step.as),
  });
  step.read?.(data, w.s);
}

/** The world the journey starts from, and fallbacks so one failed step does not fail the next ones. */
async function startWorld(): Promise<World> {
  const t = await createTestApp({ catalog: true });
  const wsUrl = await listenForSockets(t);
  const buyerToken = await tokenOf(t, 'demo');
  const merchantToken = await tokenOf(t, 'merchant');
  const sku = await skuOfShop(t, 1, 20);
  const buyerId = await userIdOf(t, buyerToken);
  await fund(t, buyerId, 1_000_000n);
  const s: JourneyState = {
    buyerToken,
    merchantToken,
    buyerId,
    buyerNickname: 'Demo Shopper',
    shopId: sku.shop_id,
    shopOwnerId: await userIdOf(t, merchantToken),
    goodsId: sku.goods_id,
    skuId: sku.sku_id,
    skuPrice: (Number(sku.priceMinor) / 100).toFixed(2),
    leafCategoryId: await categoryOf(t, sku.goods_id),
    selectedSku: { id: sku.sku_id },
    chatClientId: null,
    localCart: [],
    settlement: [],
    previewLists: [],
    payList: [],
    orderType: 'goods',
    paid: false,
  };
  return { t, s, wsUrl };
}

const outcomes = new Map<string, 'pass' | 'fail' | 'skip'>();
let w: World;

describe.sequential("the stock WanlShop v1.1.1 client's main journey against Cloudmall", () => {
  beforeAll(async () => {
    w = await startWorld();
  }, 60_000);
  afterAll(async () => {
    w?.buyerSocket?.close();
    w?.ownerSocket?.close();
    await w?.t.close();
  });

  for (const step of JOURNEY) {
    const reason = DIFFERENT_ON_PURPOSE[step.name];
    if (reason) {
      outcomes.set(step.name, 'skip');
      it.skip(`${step.name} — different on purpose: ${reason}`, () => {});
      continue;
    }
    it(step.name, async () => {
      outcomes.set(step.name, 'fail');
      await replay(w, step);
      outcomes.set(step.name, 'pass');
    });
  }

  it('serves 90 % or more of the calls as the client expects; each one left out is in the README', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section =
      readme.split('## Running the stock WanlShop client')[1]?.split('\n## ')[0] ?? '';
    for (const step of JOURNEY.filter((candidate) => DIFFERENT_ON_PURPOSE[candidate.name])) {
      const line = `${step.method} ${step.path}`;
      expect(section.includes(line), `README lists ${line}`).toBe(true);
      expect(section.includes(DIFFERENT_ON_PURPOSE[step.name]!), `README gives why: ${line}`).toBe(
        true,
      );
    }
    const unknown = Object.keys(DIFFERENT_ON_PURPOSE).filter(
      (name) => !JOURNEY.some((step) => step.name === name),
    );
    expect(unknown).toEqual([]);
    const passed = [...outcomes.values()].filter((outcome) => outcome === 'pass').length;
    const failing = JOURNEY.filter(
      (step) => outcomes.get(step.name) !== 'pass' && !DIFFERENT_ON_PURPOSE[step.name],
    ).map((step) => step.name);
    const summary = `${passed} of ${JOURNEY.length} calls pass; failing: ${failing.join('; ')}`;
    expect(passed / JOURNEY.length, summary).toBeGreaterThanOrEqual(0.9);
  });
});
