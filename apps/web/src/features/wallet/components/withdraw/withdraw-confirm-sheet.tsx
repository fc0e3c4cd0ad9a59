import type { BankAccount } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/money';
import { bankTail, bankTitle } from '../../bank-label';
import { usdtFor, type WithdrawPreview } from '../../withdraw-fee';
import { ConfirmSheet, type ConfirmActions } from '../confirm-sheet';
import styles from './withdraw-confirm-sheet.module.css';

export interface WithdrawRequestDraft {
  amount: string;
  preview: WithdrawPreview;
  bank: BankAccount;
  /** Balance per 1 USDT. */
  usdtRate: string;
}

/** The step before money is held: amount, fee, what arrives (in USDT for a USDT address) and where. */
export function WithdrawConfirmSheet({
  draft,
  ...actions
}: { draft: WithdrawRequestDraft | undefined } & ConfirmActions) {
  const { t } = useTranslation('wallet');
  return (
    <ConfirmSheet
      item={draft}
      {...actions}
      title={t('withdraw.confirm.title')}
      titleId="withdraw-confirm-title"
      confirmLabel={t('withdraw.confirm.action')}
      styles={styles}
    >
      {(draft) => <WithdrawFacts draft={draft} />}
    </ConfirmSheet>
  );
}

function WithdrawFacts({ draft }: { draft: WithdrawRequestDraft }) {
  const { t } = useTranslation('wallet');
  const usdt =
    draft.bank.type === 'usdt' ? usdtFor(draft.preview.receive, draft.usdtRate) : undefined;
  return (
    <>
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
    </>
  );
}
