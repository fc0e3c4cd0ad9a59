import { useTranslation } from 'react-i18next';
import { type IconName } from '../../../../components/ui/icon';
import { LinkListItem } from '../../../../components/ui/link-list';
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
  return (
    <List className={styles.list}>
      {LINKS.map((link) => (
        <LinkListItem key={link.key} icon={link.icon} to={link.path}>
          {t(`home.links.${link.key}`)}
        </LinkListItem>
      ))}
    </List>
  );
}
