import type { Sku } from '@cloudmall/contract/catalog';
import { compareMoney } from './money';

/** One spec of a goods (colour, size…) and its values, in the order of `Sku.difference`. */
export interface Spu {
  id: number;
  name: string;
  /** Its values, as the protocol sends them (`{name}` objects). */
  item: Array<{ name: string }>;
}

/** The chosen value per spec, by spec index; undefined where nothing is chosen. */
export type Selection = (string | undefined)[];

/** True when the SKU carries every chosen value, the spec at `skip` left aside. */
function fits(sku: Sku, selection: Selection, skip?: number): boolean {
  return selection.every(
    (value, index) => index === skip || value === undefined || sku.difference[index] === value,
  );
}

/** Specs with a single value that has stock start chosen; everything else starts open. */
export function initialSelection(spu: Spu[], skus: Sku[]): Selection {
  const selection: Selection = spu.map(() => undefined);
  spu.forEach((spec, index) => {
    const only = spec.item[0]?.name;
    if (
      spec.item.length === 1 &&
      only !== undefined &&
      isOptionAvailable(skus, selection, index, only)
    )
      selection[index] = only;
  });
  return selection;
}

/**
 * A value can be picked when some SKU in stock has it and every value already chosen for the other
 * specs: combinations without stock are disabled.
 */
export function isOptionAvailable(
  skus: Sku[],
  selection: Selection,
  index: number,
  value: string,
): boolean {
  return skus.some(
    (sku) => sku.stock > 0 && sku.difference[index] === value && fits(sku, selection, index),
  );
}

/** Tapping a value chooses it; tapping the chosen value again clears it. */
export function toggleOption(selection: Selection, index: number, value: string): Selection {
  return selection.map((current, position) =>
    position === index ? (current === value ? undefined : value) : current,
  );
}

/** The names of the specs still to choose, in order. */
export function missingSpecs(spu: Spu[], selection: Selection): string[] {
  return spu.filter((_spec, index) => selection[index] === undefined).map((spec) => spec.name);
}

/** The SKU of a complete selection (a goods without specs has its one SKU), else undefined. */
export function chosenSku(spu: Spu[], skus: Sku[], selection: Selection): Sku | undefined {
  if (spu.length === 0) return skus.length === 1 ? skus[0] : undefined;
  if (missingSpecs(spu, selection).length > 0) return undefined;
  return skus.find((sku) =>
    spu.every((_spec, index) => sku.difference[index] === selection[index]),
  );
}

/** Lowest and highest price of the SKUs in stock (of all SKUs when none has stock). */
export function priceRange(skus: Sku[]): { min: string; max: string } | undefined {
  const inStock = skus.filter((sku) => sku.stock > 0);
  const pool = inStock.length > 0 ? inStock : skus;
  const [first] = pool;
  if (!first) return undefined;
  let min = first.price;
  let max = first.price;
  for (const sku of pool) {
    if (compareMoney(sku.price, min) < 0) min = sku.price;
    if (compareMoney(sku.price, max) > 0) max = sku.price;
  }
  return { min, max };
}

/** Stock over every SKU. */
export function totalStock(skus: Sku[]): number {
  return skus.reduce((sum, sku) => sum + Math.max(0, sku.stock), 0);
}

/** Spec §5: a purchase quantity is a whole number from 1 to the chosen SKU's stock. */
export function isLegalQuantity(quantity: number, stock: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= stock;
}

/** The nearest legal quantity (1 when there is no stock to bound it). */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, stock));
}
