import type { Sku } from '@cloudmall/contract/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../components/ui/toast';
import {
  chosenSku,
  clampQuantity,
  initialSelection,
  isLegalQuantity,
  missingSpecs,
  toggleOption,
  type Selection,
  type Spu,
} from './sku-selection';

/**
 * The choice in a SKU sheet (goods and group goods): the chosen values, the SKU they name and the
 * quantity, which a smaller stock pulls back into range.
 */
export function useSkuChoice<S extends Sku>(goods: { spu: Spu[]; sku: S[] }) {
  const { t } = useTranslation('catalog');
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(goods.spu, goods.sku),
  );
  const [quantity, setQuantity] = useState('1');
  const sku = chosenSku(goods.spu, goods.sku, selection) as S | undefined;

  const select = (index: number, value: string) => {
    const next = toggleOption(selection, index, value);
    setSelection(next);
    const picked = chosenSku(goods.spu, goods.sku, next);
    // a smaller stock pulls the quantity back into range
    if (picked && Number(quantity) > picked.stock)
      setQuantity(String(clampQuantity(Number(quantity), picked.stock)));
  };

  /** The SKU and a legal quantity to buy, or undefined after saying what to choose or fix. */
  const settled = (): { sku: S; number: number } | undefined => {
    const missing = missingSpecs(goods.spu, selection);
    if (!sku || missing.length > 0) {
      toast.info(
        t('sku.choose', {
          specs:
            missing.join(t('sku.separator')) ||
            goods.spu.map((spec) => spec.name).join(t('sku.separator')),
        }),
      );
      return undefined;
    }
    const number = Number(quantity);
    if (quantity === '' || !isLegalQuantity(number, sku.stock)) {
      toast.fail(t('sku.illegalQuantity'));
      return undefined;
    }
    return { sku, number };
  };

  return { selection, sku, quantity, setQuantity, select, settled };
}

/** The choice a SKU sheet shows and changes. */
export type SkuChoice<S extends Sku = Sku> = ReturnType<typeof useSkuChoice<S>>;
