import type { ClaimState } from '@cloudmall/contract/orders';
import { useTranslation } from 'react-i18next';
import { claimButton } from '../coupon-display';
import type { useClaimCoupon } from '../hooks/use-claim-coupon';
import styles from './claim-button.module.css';

interface ClaimButtonProps {
  coupon: { id: number; claim: ClaimState; received: number };
  /** The page's claims (one at a time). */
  claiming: ReturnType<typeof useClaimCoupon>;
}

/** Claim / claim again / claimed / all taken / ended / VIP only. */
export function ClaimButton({ coupon, claiming }: ClaimButtonProps) {
  const { t } = useTranslation('coupons');
  const state = claimButton(coupon.claim, coupon.received);
  return (
    <button
      type="button"
      className={state.disabled ? styles.off : styles.on}
      disabled={state.disabled || claiming.pending === coupon.id}
      onClick={(event) => {
        event.stopPropagation();
        claiming.claim(coupon.id);
      }}
      data-testid="coupon-claim"
    >
      {t(state.label)}
    </button>
  );
}
