import { formatMoney, CURRENCY_SIGN } from '../../lib/money';
import styles from './price.module.css';

interface PriceProps {
  value: string;
  /** `lg` for the detail page, `sm` for dense grids. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Spec §9 price: the yen sign and cents small, the whole amount large. */
export function Price({ value, size = 'md', className }: PriceProps) {
  const [whole = '0', cents = '00'] = formatMoney(value).split('.');
  return (
    <span className={`${styles.price} ${styles[size]} ${className ?? ''}`}>
      <small>{CURRENCY_SIGN}</small>
      {whole}
      <small>.{cents}</small>
    </span>
  );
}

/** The market price struck through, or nothing when it is not above the price. */
export function MarketPrice({ value, price }: { value: string; price: string }) {
  if (Number(formatMoney(value)) <= Number(formatMoney(price))) return null;
  return (
    <del className={styles.market}>
      {CURRENCY_SIGN}
      {formatMoney(value)}
    </del>
  );
}
