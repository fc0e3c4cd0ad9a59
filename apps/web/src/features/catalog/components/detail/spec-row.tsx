import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { missingSpecs, type Selection, type Spu } from '../../../../lib/sku-selection';
import styles from './spec-row.module.css';

/** "Choose Colour, Size" or "Selected: Red, L × 2"; opens the SKU sheet. */
export function SpecRow({
  spu,
  selection,
  quantity,
  onOpen,
}: {
  spu: Spu[];
  selection: Selection;
  quantity: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('catalog');
  const missing = missingSpecs(spu, selection);
  const text =
    spu.length === 0
      ? t('sku.quantityOnly', { count: Number(quantity) || 1 })
      : missing.length > 0
        ? t('sku.choose', { specs: missing.join(t('sku.separator')) })
        : t('sku.selected', {
            specs: selection.join(t('sku.separator')),
            count: Number(quantity) || 1,
          });
  return (
    <button type="button" className={styles.row} onClick={onOpen}>
      <span className={styles.label}>{t('sku.label')}</span>
      <span className={styles.value}>{text}</span>
      <Icon name="right" size={16} />
    </button>
  );
}
