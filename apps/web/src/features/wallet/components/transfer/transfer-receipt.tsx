import type { RouteOutput } from '@cloudmall/contract';
import type { walletRoutes } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { formatPrice } from '../../../../lib/money';
import { PAGES } from '../../../../lib/paths';
import { formatDateTime } from '../../../../lib/time';
import styles from './transfer-receipt.module.css';

export type TransferResult = RouteOutput<typeof walletRoutes.transfer>;

/** After a transfer: to whom, how much, when, its reference and the balance left; then another or the bills. */
export function TransferReceipt({
  result,
  onAgain,
}: {
  result: TransferResult;
  onAgain: () => void;
}) {
  const { t } = useTranslation('wallet');
  const rows = [
    {
      label: t('transfer.receipt.to'),
      value: result.to_nickname
        ? `${result.to_nickname} (@${result.to_username})`
        : `@${result.to_username}`,
      id: 'to',
    },
    { label: t('transfer.receipt.time'), value: formatDateTime(result.createtime), id: 'time' },
    { label: t('transfer.receipt.reference'), value: `T${result.id}`, id: 'reference' },
    { label: t('transfer.receipt.balance'), value: formatPrice(result.balance), id: 'balance' },
  ];
  return (
    <section className={styles.receipt} aria-labelledby="transfer-receipt-title">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="check" size={28} strokeWidth={2.4} />
      </span>
      <h2 id="transfer-receipt-title" className={styles.title}>
        {t('transfer.receipt.title')}
      </h2>
      <strong className={styles.amount} data-testid="transfer-receipt-amount">
        {formatPrice(result.amount)}
      </strong>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.id} className={styles.row}>
            <dt>{row.label}</dt>
            <dd data-testid={`transfer-receipt-${row.id}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link to={PAGES.moneyList} className={styles.link}>
          {t('transfer.receipt.bills')}
        </Link>
        <PrimaryButton onClick={onAgain}>{t('transfer.receipt.again')}</PrimaryButton>
      </div>
    </section>
  );
}
