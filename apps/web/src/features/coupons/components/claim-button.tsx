import type { ClaimState } from '@cloudmall/contract/orders';
import { useTranslation } from 'react-i18next';
import { claimButton } from '../coupon-display';
import styles from './claim-button.module.css';

/** Claim / claim again / claimed / all taken / ended / VIP only. */
export function ClaimButton({
  claim,
  received,
  pending,
  onClaim,
}: {
  claim: ClaimState;
  received: number;
  pending: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('coupons');
  const state = claimButton(claim, received);
  return (
    <button
      type="button"
      className={state.disabled ? styles.off : styles.on}
      disabled={state.disabled || pending}
      onClick={(event) => {
        event.stopPropagation();
        onClaim();
      }}
      data-testid="coupon-claim"
    >
      {t(state.label)}
    </button>
  );
}
