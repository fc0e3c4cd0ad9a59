import type { WalletSummary } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon, type IconName } from '../../../../components/ui/icon';
import { List } from '../../../../components/ui/list';
import { formatCount } from '../../../../lib/count-format';
import { addMoney, formatPrice } from '../../../../lib/money';
import { formatAccountAmount } from '../../accounts';
import styles from './statement-overview.module.css';
import { PAGES } from '../../../../lib/paths';

interface Row {
  key: string;
  icon: IconName;
  value: string;
  path: string;
}

/** Cash held by the platform for the member (available + held income + withdrawal hold), then every account. */
export function StatementOverview({ summary }: { summary: WalletSummary }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const total = addMoney(summary.balance, summary.held_income, summary.withdrawal_hold);
  const rows: Row[] = [
    {
      key: 'balance',
      icon: 'wallet',
      value: formatAccountAmount('balance', summary.balance),
      path: PAGES.moneyDetails,
    },
    {
      key: 'held_income',
      icon: 'clock',
      value: formatAccountAmount('held_income', summary.held_income),
      path: `${PAGES.moneyList}?account=held_income`,
    },
    {
      key: 'withdrawal_hold',
      icon: 'hourglass',
      value: formatAccountAmount('withdrawal_hold', summary.withdrawal_hold),
      path: PAGES.witlist,
    },
    {
      key: 'green_points',
      icon: 'leaf',
      value: formatAccountAmount('green_points', summary.green_points),
      path: PAGES.greenPoints,
    },
    {
      key: 'equity',
      icon: 'pie',
      value: formatAccountAmount('equity', summary.equity),
      path: PAGES.equityValue,
    },
    {
      key: 'score',
      icon: 'coins',
      value: formatCount(summary.score),
      path: PAGES.withdrawScore,
    },
  ];
  return (
    <>
      <section className={styles.total}>
        <span className={styles.totalLabel}>{t('statement.total')}</span>
        <strong className={styles.totalValue}>{formatPrice(total)}</strong>
        <span className={styles.totalNote}>{t('statement.totalNote')}</span>
      </section>
      <List className={styles.list}>
        {rows.map((row) => (
          <List.Item
            key={row.key}
            prefix={<Icon name={row.icon} size={20} className={styles.prefix} />}
            extra={<span className={styles.value}>{row.value}</span>}
            onClick={() => void navigate(row.path)}
            arrowIcon
          >
            {t(`accounts.${row.key}`)}
          </List.Item>
        ))}
      </List>
      <p className={styles.footnote}>{t('statement.footnote')}</p>
    </>
  );
}
