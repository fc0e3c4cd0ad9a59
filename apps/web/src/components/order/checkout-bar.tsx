import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import styles from './checkout-bar.module.css';

/** The fixed bottom bar: amount due and the submit button. */
export function CheckoutBar({
  count,
  total,
  pending,
  onSubmit,
}: {
  count: number;
  total: string;
  pending: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <footer className={styles.bar}>
        <span className={styles.total}>
          {t('checkout.totalCount', { count })} {t('checkout.total')}
          <strong data-testid="checkout-total">{formatPrice(total)}</strong>
        </span>
        <button
          type="button"
          className={styles.submit}
          onClick={onSubmit}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t('checkout.submit')}
        </button>
      </footer>
    </>
  );
}
