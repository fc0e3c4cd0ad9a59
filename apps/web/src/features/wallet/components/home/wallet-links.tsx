import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon, type IconName } from '../../../../components/ui/icon';
import { List } from '../../../../components/ui/list';
import styles from './wallet-links.module.css';
import { PAGES } from '../../../../lib/paths';

const LINKS: { key: string; path: string; icon: IconName }[] = [
  { key: 'witlist', path: PAGES.witlist, icon: 'list' },
  { key: 'banks', path: PAGES.bank, icon: 'bank' },
  { key: 'statement', path: PAGES.moneySt, icon: 'chart' },
  { key: 'balanceDetails', path: PAGES.moneyDetails, icon: 'yen' },
  { key: 'kyc', path: PAGES.kyc, icon: 'idcard' },
];

/** Withdrawal log, payout accounts, statement, balance details and identity verification. */
export function WalletLinks() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <List className={styles.list}>
      {LINKS.map((link) => (
        <List.Item
          key={link.key}
          prefix={<Icon name={link.icon} size={20} className={styles.prefix} />}
          onClick={() => void navigate(link.path)}
          arrowIcon
        >
          {t(`home.links.${link.key}`)}
        </List.Item>
      ))}
    </List>
  );
}
