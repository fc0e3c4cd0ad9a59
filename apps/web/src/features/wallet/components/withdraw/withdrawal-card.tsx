import type { Withdrawal } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';
import { cancelWithdrawal } from '../../api/wallet-api';
import { bankTail, bankTitle } from '../../bank-label';
import { useConfirmedStep } from '../../hooks/use-confirmed-step';
import { useInvalidateWallet } from '../../hooks/use-wallet-refresh';
import styles from './withdrawal-card.module.css';

/** One withdrawal: amount, status chip, fee and net, payout account, rejection reason, cancel while pending. */
export function WithdrawalCard({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation(['wallet', 'common']);
  const invalidateWallet = useInvalidateWallet();
  const { run, busy: cancelling } = useConfirmedStep();

  const cancel = () =>
    run({
      question: {
        title: t('witlist.cancelTitle'),
        content: t('witlist.cancelConfirm', { amount: formatPrice(withdrawal.amount) }),
        confirmText: t('witlist.cancelAction'),
        cancelText: t('witlist.keep'),
      },
      action: () => cancelWithdrawal(withdrawal.id),
      done: t('witlist.cancelled'),
      settle: () => void invalidateWallet(),
    });

  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <strong className={styles.amount}>{formatPrice(withdrawal.amount)}</strong>
        <span className={`${styles.chip} ${styles[withdrawal.status]}`}>
          {t(`witlist.status.${withdrawal.status}`)}
        </span>
      </div>
      <dl className={styles.rows}>
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd>{formatPrice(withdrawal.fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.receive')}</dt>
          <dd className={styles.net}>{formatPrice(withdrawal.net)}</dd>
        </div>
        <div>
          <dt>{t('witlist.to')}</dt>
          <dd>
            {bankTitle(withdrawal.bank)} {bankTail(withdrawal.bank.account)}
          </dd>
        </div>
        <div>
          <dt>{t('witlist.time')}</dt>
          <dd>{formatDateTime(withdrawal.createtime)}</dd>
        </div>
      </dl>
      {withdrawal.status === 'rejected' && withdrawal.reason && (
        <p className={styles.reason}>{t('witlist.reason', { reason: withdrawal.reason })}</p>
      )}
      {withdrawal.status === 'pending' && (
        <div className={styles.actions}>
          <span className={styles.pendingNote}>{t('witlist.pendingNote')}</span>
          <button
            type="button"
            className={styles.cancel}
            onClick={() => void cancel()}
            disabled={cancelling}
          >
            {t('witlist.cancelAction')}
          </button>
        </div>
      )}
    </li>
  );
}
