import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SIGN } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { couponValue, thresholdOf, type CouponFace, type ValidityText } from '../coupon-display';
import styles from './coupon-card.module.css';

export interface CouponCardData extends CouponFace {
  name: string;
  shop_id: number;
  shop?: { shopname: string };
}

interface CouponCardProps {
  coupon: CouponCardData;
  validity?: ValidityText;
  /** A button or link on the right (claim, use, choose). */
  action?: ReactNode;
  /** Used or expired: greyed, with a stamp. */
  muted?: boolean;
  stamp?: string;
  /** An extra line (checkout: what it saves; ends-soon warning). */
  note?: ReactNode;
  onClick?: () => void;
}

/**
 * A coupon as a ticket: the value (amount off, percent off or free shipping) and threshold on the
 * left; type badge, name, shop and validity on the right. Reusable by checkout and the coupon pages.
 */
export function CouponCard({
  coupon,
  validity,
  action,
  muted = false,
  stamp,
  note,
  onClick,
}: CouponCardProps) {
  const { t } = useTranslation('coupons');
  const value = couponValue(coupon);
  const threshold = thresholdOf(coupon.limit);
  const shopName = coupon.shop_id === 0 ? t('platform') : coupon.shop?.shopname || t('shopCoupon');
  const body = (
    <>
      <div className={`${styles.value} ${styles[coupon.type]}`}>
        {value.kind === 'amount' && (
          <strong className={styles.figure}>
            <small>{CURRENCY_SIGN}</small>
            {value.amount}
          </strong>
        )}
        {value.kind === 'rate' && (
          <strong className={styles.figureRate}>
            {t('percentOff', { percent: value.percent })}
          </strong>
        )}
        {value.kind === 'shipping' && (
          <strong className={styles.figureText}>{t('freeShipping')}</strong>
        )}
        <span className={styles.threshold}>
          {threshold.key === 'threshold'
            ? t('threshold', { limit: `${CURRENCY_SIGN}${threshold.limit}` })
            : t('noThreshold')}
        </span>
      </div>
      <div className={styles.info}>
        <p className={styles.title}>
          <span className={styles.badge}>{t(`types.${coupon.type}`)}</span>
          <span className={styles.name} title={coupon.name} data-testid="coupon-name">
            {coupon.name}
          </span>
        </p>
        <p className={styles.shop}>{shopName}</p>
        {validity && (
          <p className={styles.validity} data-testid="coupon-validity">
            {validityText(validity, t)}
          </p>
        )}
        {note && <p className={styles.note}>{note}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
      {stamp && <span className={styles.stamp}>{stamp}</span>}
    </>
  );
  const className = `${styles.card} ${muted ? styles.muted : ''}`;
  return onClick ? (
    <div
      className={`${className} ${styles.clickable}`}
      role="link"
      tabIndex={0}
      onClick={onClick}
      onKeyDown={(event) => event.key === 'Enter' && onClick()}
      data-testid="coupon-card"
    >
      {body}
    </div>
  ) : (
    <div className={className} data-testid="coupon-card">
      {body}
    </div>
  );
}

function validityText(
  validity: ValidityText,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (validity.key === 'validDays') return t('validDays', { count: validity.days });
  if (validity.key === 'validUntil') return t('validUntil', { to: formatDate(validity.to) });
  return t('validRange', { from: formatDate(validity.from), to: formatDate(validity.to) });
}
