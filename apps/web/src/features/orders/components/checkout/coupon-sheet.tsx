import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../../components/ui/sheet';
import { formatPrice } from '../../../../lib/money';
import type { CheckoutCoupon } from '../../api/order-queries';
import styles from './coupon-sheet.module.css';
import { RadioButton } from '../../../../components/ui/radio-button';

interface CouponSheetProps {
  visible: boolean;
  coupons: CheckoutCoupon[];
  chosen: number;
  onChoose: (receiptId: number) => void;
  onClose: () => void;
}

/** The shop's usable coupons from the preview, each with what it saves; "do not use" first. */
export function CouponSheet({ visible, coupons, chosen, onChoose, onClose }: CouponSheetProps) {
  const { t } = useTranslation('orders');
  const pick = (id: number) => {
    onChoose(id);
    onClose();
  };
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      styles={styles}
      title={t('checkout.couponSheet')}
      closeLabel={t('checkout.close')}
      destroyOnClose
    >
      <ul className={styles.list} role="radiogroup">
        <li>
          <RadioButton checked={chosen === 0} className={styles.none} onClick={() => pick(0)}>
            {t('checkout.noCoupon')}
            <span className={chosen === 0 ? styles.on : styles.off} aria-hidden="true" />
          </RadioButton>
        </li>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <RadioButton
              checked={chosen === coupon.id}
              className={styles.coupon}
              onClick={() => pick(coupon.id)}
              data-testid="checkout-coupon-option"
            >
              <span className={styles.value}>
                <strong>{formatPrice(coupon.discount_price)}</strong>
                <small>
                  {coupon.limit === '0.00'
                    ? t('checkout.noThreshold')
                    : t('checkout.threshold', { limit: formatPrice(coupon.limit) })}
                </small>
              </span>
              <span className={styles.name}>{coupon.name}</span>
              <span className={chosen === coupon.id ? styles.on : styles.off} aria-hidden="true" />
            </RadioButton>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
