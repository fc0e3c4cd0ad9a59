import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefreshPagedList } from '../../../components/layout/paged-list';
import { GoButton } from '../../../components/ui/go-button';
import { couponQueries, type ReceiptState } from '../api/coupon-queries';
import { endsSoon, receiptValidity } from '../coupon-display';
import { CouponCard } from './coupon-card';
import { TabStrip } from '../../../components/ui/tab-strip';
import styles from './coupon-pages.module.css';
import { PAGES } from '../../../lib/paths';
import { keyedItem } from '../../../components/layout/keyed-item';
import type { StateTabs } from '../../../components/ui/controlled';

export const RECEIPT_STATES: readonly ReceiptState[] = [1, 2, 3];
const STATE_KEYS = { 1: 'unused', 2: 'used', 3: 'expired' } as const;

/** The member's coupons by state (unused, used, expired), paged; unused ones open their goods. */
export function MyCoupons({ state, onState }: StateTabs<ReceiptState>) {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const query = useInfiniteQuery(couponQueries.mine(state));
  return (
    <>
      <TabStrip
        tabs={RECEIPT_STATES.map((value) => ({ value, label: t(`states.${STATE_KEYS[value]}`) }))}
        value={state}
        onChange={onState}
        label={t('statesLabel')}
      />
      <RefreshPagedList
        topGap={false}
        query={query}
        listClassName={styles.list}
        renderItem={keyedItem((receipt) => (
          <CouponCard
            coupon={receipt}
            validity={receiptValidity(receipt)}
            muted={state !== 1}
            stamp={state === 1 ? undefined : t(`stamps.${STATE_KEYS[state]}`)}
            note={state === 1 && endsSoon(receipt.valid_until) ? t('endsSoon') : undefined}
            onClick={
              state === 1 ? () => void navigate(`${PAGES.couponApply}?id=${receipt.id}`) : undefined
            }
            action={
              state === 1 ? (
                <button
                  type="button"
                  className={styles.use}
                  onClick={() => void navigate(`${PAGES.couponApply}?id=${receipt.id}`)}
                >
                  {t('use')}
                </button>
              ) : undefined
            }
          />
        ))}
        empty={{
          icon: 'coupon',
          title: t(`empty.${STATE_KEYS[state]}`),
          description: state === 1 ? t('emptyMineHint') : undefined,
          action:
            state === 1 ? <GoButton to={PAGES.couponList}>{t('goClaim')}</GoButton> : undefined,
        }}
      />
    </>
  );
}
