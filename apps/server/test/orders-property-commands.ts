import fc from 'fast-check';

/**
 * The commands of the order money property test (`modules/orders/orders.property.int.test.ts`): what a
 * random scenario is made of (stocks, balances, and checkouts, payments, cancels, shipments, receipts,
 * reviews, refunds, agreements, time jumps and top-ups), weighted toward the money paths.
 */

/** Demo shops used (by position): free delivery, per-piece sum, highest (mining machines, dear), lowest (3 pieces per additional fee). */
export const SHOP_INDEXES = [1, 2, 4, 8];
export const SKUS_PER_SHOP = 2;
export const SKU_COUNT = SHOP_INDEXES.length * SKUS_PER_SHOP;
export const BUYERS = 3;
export const MAX_COMMANDS = Number(process.env.PROPERTY_COMMANDS ?? 25);

export type Illegal =
  'zero' | 'negative' | 'fraction' | 'huge' | 'bogusSku' | 'wrongGoods' | 'wrongShop';
export type Op =
  | {
      kind: 'checkout';
      buyer: number;
      lines: Array<{ sku: number; number: number }>;
      illegal: Illegal | null;
      replay: boolean;
      payNow: boolean;
    }
  | { kind: 'pay'; buyer: number; picks: number[]; mode: 'once' | 'replay' | 'again' | 'race' }
  | { kind: 'cancel' | 'ship' | 'confirm'; pick: number; other: boolean }
  | { kind: 'review'; pick: number }
  | {
      kind: 'refund';
      pick: number;
      item: number;
      permille: number;
      agree: 'now' | 'later' | 'otherShop';
      other: boolean;
    }
  | { kind: 'agree'; pick: number; twice: boolean }
  | { kind: 'wait'; minutes: number; parallel: boolean }
  | { kind: 'fund'; buyer: number; cents: number };

const buyer = fc.integer({ min: 0, max: BUYERS - 1 });
const rarely = fc.integer({ min: 0, max: 9 }).map((n) => n === 0);
const mostly = fc.integer({ min: 0, max: 4 }).map((n) => n !== 0);
const illegal = fc.oneof(
  { arbitrary: fc.constant(null), weight: 12 },
  {
    arbitrary: fc.constantFrom<Illegal>(
      'zero',
      'negative',
      'fraction',
      'huge',
      'bogusSku',
      'wrongGoods',
      'wrongShop',
    ),
    weight: 2,
  },
);
const line = fc.record({
  sku: fc.integer({ min: 0, max: SKU_COUNT - 1 }),
  number: fc.integer({ min: 1, max: 4 }),
});
// Steered toward partial refunds (what settlement must subtract), with whole and too-large ones still drawn.
const permille = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 999 }), weight: 8 },
  { arbitrary: fc.constant(1000), weight: 2 },
  { arbitrary: fc.integer({ min: 1001, max: 1500 }), weight: 1 },
);
const waits = [
  5,
  20,
  31,
  24 * 60,
  2 * 24 * 60 + 1,
  3 * 24 * 60,
  7 * 24 * 60,
  8 * 24 * 60,
  11 * 24 * 60,
];
// Weighted toward the money paths: receipts (confirm), refunds and time jumps past the after-sale window (settlement).
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      buyer,
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
      illegal,
      replay: rarely,
      payNow: mostly,
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      buyer,
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
      mode: fc.constantFrom(
        'once' as const,
        'once' as const,
        'replay' as const,
        'again' as const,
        'race' as const,
      ),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), other: rarely }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('ship' as const), pick: fc.nat(), other: rarely }),
    weight: 6,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat(), other: rarely }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('review' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      item: fc.nat(),
      permille,
      agree: fc.constantFrom(
        'now' as const,
        'now' as const,
        'later' as const,
        'otherShop' as const,
      ),
      other: rarely,
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('agree' as const),
      pick: fc.nat(),
      twice: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      minutes: fc.constantFrom(...waits),
      parallel: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('fund' as const),
      buyer,
      cents: fc.integer({ min: 1, max: 1_000_000 }),
    }),
    weight: 1,
  },
);
/**
 * A journey: a funded buyer pays an order, the shop ships, the buyer confirms receipt, asks for part of
 * an item back (agreed now, or left open) and the after-sale window passes: the paths where settlement
 * must subtract refunds and wait for an open one. Picks 0 aim at the first order each step fits.
 */
const journey: fc.Arbitrary<Op[]> = fc
  .record({
    buyer,
    sku: fc.integer({ min: 0, max: SKU_COUNT - 1 }),
    permille: fc.integer({ min: 1, max: 999 }),
    agree: fc.constantFrom('now' as const, 'later' as const),
    parallel: fc.boolean(),
  })
  .map(({ buyer: who, sku, permille: part, agree, parallel }) => [
    { kind: 'fund', buyer: who, cents: 1_000_000 },
    {
      kind: 'checkout',
      buyer: who,
      lines: [{ sku, number: 1 }],
      illegal: null,
      replay: false,
      payNow: true,
    },
    { kind: 'ship', pick: 0, other: false },
    { kind: 'confirm', pick: 0, other: false },
    { kind: 'refund', pick: 0, item: 0, permille: part, agree, other: false },
    { kind: 'wait', minutes: 8 * 24 * 60, parallel },
  ]);
export const scenario = fc.record({
  // Mostly enough stock for a few orders; now and then (almost) none.
  stocks: fc.array(
    fc.oneof(
      { arbitrary: fc.integer({ min: 4, max: 30 }), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 1 },
    ),
    { minLength: SKU_COUNT, maxLength: SKU_COUNT },
  ),
  // Small balances (cheap shops only, often short) or large ones (enough for a mining machine or two).
  funds: fc.array(
    fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 300_000 }), weight: 1 },
      { arbitrary: fc.integer({ min: 300_000, max: 4_000_000 }), weight: 2 },
    ),
    { minLength: BUYERS, maxLength: BUYERS },
  ),
  ops: fc
    .array(
      fc.oneof({ arbitrary: op.map((one) => [one]), weight: 5 }, { arbitrary: journey, weight: 1 }),
      { minLength: Math.min(10, MAX_COMMANDS), maxLength: MAX_COMMANDS },
    )
    .map((groups) => groups.flat().slice(0, MAX_COMMANDS)),
});
export type Scenario = { stocks: number[]; funds: number[]; ops: Op[] };
