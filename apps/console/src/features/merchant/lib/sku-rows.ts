import { specCombinations } from '@cloudmall/contract/merchant';

export interface SpecDraft {
  name: string;
  items: string[];
}

export interface SkuDraft {
  difference: string[];
  price: string;
  market_price: string;
  stock: number;
  code: string;
}

const keyOf = (values: readonly string[]) => JSON.stringify(values);

/** Specs as the merchant typed them, without blanks and repeated values. */
export function cleanSpecs(specs: readonly SpecDraft[]): SpecDraft[] {
  return specs
    .map((spec) => ({
      name: spec.name.trim(),
      items: [...new Set(spec.items.map((item) => item.trim()).filter(Boolean))],
    }))
    .filter((spec) => spec.name && spec.items.length > 0);
}

/**
 * The SKU table for the specs: one row per combination, keeping what was typed in a row whose
 * combination stays (prices, stock, code); new combinations start from the first row's prices.
 */
export function skuRowsFor(specs: readonly SpecDraft[], previous: readonly SkuDraft[]): SkuDraft[] {
  const byKey = new Map(previous.map((row) => [keyOf(row.difference), row]));
  const template = previous[0];
  return specCombinations(specs).map(
    (difference) =>
      byKey.get(keyOf(difference)) ?? {
        difference,
        price: template?.price ?? '',
        market_price: template?.market_price ?? '',
        stock: 0,
        code: '',
      },
  );
}
