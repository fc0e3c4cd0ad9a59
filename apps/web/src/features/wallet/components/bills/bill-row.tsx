import type { Bill, WalletAccountKind } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/time';
import { formatAccountAmount, reasonKey } from '../../accounts';
import styles from './bill-row.module.css';

/** One ledger entry: what happened, when, the signed amount (credits green) and the balance after. */
export function BillRow({ bill, account }: { bill: Bill; account: WalletAccountKind }) {
  const { t } = useTranslation('wallet');
  const isCredit = !bill.amount.startsWith('-');
  return (
    <li className={styles.row}>
      <span
        className={`${styles.badge} ${isCredit ? styles.badgeIn : styles.badgeOut}`}
        aria-hidden="true"
      >
        {isCredit ? '+' : '−'}
      </span>
      <div className={styles.main}>
        <span className={styles.reason}>{t(reasonKey(bill.reason))}</span>
        {bill.memo && <span className={styles.memo}>{bill.memo}</span>}
        <time className={styles.time}>{formatDateTime(bill.createtime)}</time>
      </div>
      <div className={styles.side}>
        <strong className={isCredit ? styles.credit : styles.debit}>
          {formatAccountAmount(account, bill.amount, { signed: true })}
        </strong>
        <span className={styles.after}>
          {t('bills.after', { amount: formatAccountAmount(account, bill.balance_after) })}
        </span>
      </div>
    </li>
  );
}
