import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../../components/ui/sheet';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { orderedRange, priceBound } from '../../goods-list-params';
import styles from './list-sheets.module.css';

interface PriceFilterSheetProps {
  visible: boolean;
  min?: string;
  max?: string;
  onClose: () => void;
  onApply: (range: { price_min?: string; price_max?: string }) => void;
}

const QUICK: [string | undefined, string | undefined][] = [
  [undefined, '50'],
  ['50', '200'],
  ['200', '500'],
  ['500', undefined],
];

const decimal = (value: string) =>
  value
    .replace(/[^\d.]/g, '')
    .replace(/(\..*)\./g, '$1')
    .slice(0, 13);

/** A bottom sheet with a price range (either bound may stay empty), quick ranges, reset and confirm. */
export function PriceFilterSheet({ visible, onClose, ...form }: PriceFilterSheetProps) {
  return (
    <Sheet visible={visible} onClose={onClose} styles={styles} destroyOnClose>
      <PriceRangeForm {...form} />
    </Sheet>
  );
}

/** The sheet's content: mounted on each opening, so it starts from the range in use. */
function PriceRangeForm({ min, max, onApply }: Omit<PriceFilterSheetProps, 'visible' | 'onClose'>) {
  const { t } = useTranslation('catalog');
  const [low, setLow] = useState(min ?? '');
  const [high, setHigh] = useState(max ?? '');
  const [error, setError] = useState('');

  const apply = () => {
    const lowBound = priceBound(low);
    const highBound = priceBound(high);
    if ((low && !lowBound) || (high && !highBound)) {
      setError(t('filter.invalid'));
      return;
    }
    setError('');
    onApply(orderedRange(lowBound, highBound));
  };

  return (
    <>
      <h2 className={styles.heading}>{t('filter.price')}</h2>
      <div className={styles.range}>
        <BoundInput value={low} label={t('filter.min')} onChange={setLow} />
        <span aria-hidden="true">—</span>
        <BoundInput value={high} label={t('filter.max')} onChange={setHigh} />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.chips}>
        {QUICK.map(([from, to]) => (
          <button
            key={`${from}-${to}`}
            type="button"
            className={low === (from ?? '') && high === (to ?? '') ? styles.chipOn : styles.chip}
            onClick={() => {
              setLow(from ?? '');
              setHigh(to ?? '');
            }}
          >
            {from && to
              ? t('filter.between', { from, to })
              : from
                ? t('filter.above', { amount: from })
                : t('filter.below', { amount: to })}
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <PrimaryButton variant="outline" onClick={() => onApply({})}>
          {t('filter.reset')}
        </PrimaryButton>
        <PrimaryButton onClick={apply}>{t('filter.apply')}</PrimaryButton>
      </div>
    </>
  );
}

/** One end of the price range, named by its placeholder; keeps only what a price can hold. */
function BoundInput({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      value={value}
      inputMode="decimal"
      placeholder={label}
      aria-label={label}
      onChange={(event) => onChange(decimal(event.target.value))}
    />
  );
}
