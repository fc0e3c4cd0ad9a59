import type { BankAccount } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../../components/ui/popup';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { formatPrice } from '../../../../lib/money';
import { bankTail, bankTitle } from '../../bank-label';
import { usdtFor, type WithdrawPreview } from '../../withdraw-fee';
import styles from './withdraw-confirm-sheet.module.css';

export interface WithdrawRequestDraft {
  amount: string;
  preview: WithdrawPreview;
  bank: BankAccount;
  /** Balance per 1 USDT. */
  usdtRate: string;
}

interface WithdrawConfirmSheetProps {
  draft: WithdrawRequestDraft | undefined;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The step before money is held: amount, fee, what arrives (in USDT for a USDT address) and where. */
export function WithdrawConfirmSheet({
  draft,
  pending,
  onConfirm,
  onClose,
}: WithdrawConfirmSheetProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const usdt =
    draft?.bank.type === 'usdt' ? usdtFor(draft.preview.receive, draft.usdtRate) : undefined;
  return (
    <Popup
      visible={draft !== undefined}
      onMaskClick={pending ? undefined : onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {draft && (
        <div role="dialog" aria-modal="true" aria-labelledby="withdraw-confirm-title">
          <h2 id="withdraw-confirm-title" className={styles.title}>
            {t('withdraw.confirm.title')}
          </h2>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t('withdraw.amount')}</dt>
              <dd data-testid="withdraw-confirm-amount">{formatPrice(draft.amount)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('withdraw.fee')}</dt>
              <dd data-testid="withdraw-confirm-fee">{formatPrice(draft.preview.fee)}</dd>
            </div>
            <div className={`${styles.row} ${styles.strong}`}>
              <dt>{t('withdraw.receive')}</dt>
              <dd data-testid="withdraw-confirm-receive">
                {usdt ? `${usdt} USDT` : formatPrice(draft.preview.receive)}
                {usdt && (
                  <span className={styles.sub}>
                    {formatPrice(draft.preview.receive)} ·{' '}
                    {t('withdraw.usdtRate', { rate: formatPrice(draft.usdtRate) })}
                  </span>
                )}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t('withdraw.confirm.to')}</dt>
              <dd data-testid="withdraw-confirm-to">
                {bankTitle(draft.bank)}
                <span className={styles.sub}>
                  {draft.bank.holder} · {bankTail(draft.bank.account)}
                </span>
              </dd>
            </div>
          </dl>
          <p className={styles.note}>{t('withdraw.confirm.note')}</p>
          <div className={styles.actions}>
            <PrimaryButton variant="outline" onClick={onClose} disabled={pending}>
              {t('common:actions.cancel')}
            </PrimaryButton>
            <PrimaryButton onClick={onConfirm} loading={pending}>
              {t('withdraw.confirm.action')}
            </PrimaryButton>
          </div>
        </div>
      )}
    </Popup>
  );
}
