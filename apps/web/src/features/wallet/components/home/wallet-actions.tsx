import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../../components/ui/icon';
import styles from './wallet-actions.module.css';
import { PAGES } from '../../../../lib/paths';

const ACTIONS: { key: string; path: string; icon: IconName }[] = [
  { key: 'topUp', path: PAGES.recharge, icon: 'plus' },
  { key: 'withdraw', path: PAGES.withdraw, icon: 'withdraw' },
  { key: 'transfer', path: PAGES.transfer, icon: 'transfer' },
  { key: 'bills', path: PAGES.moneyList, icon: 'bill' },
];

/** Top up, withdraw, transfer and bills, in a card floating over the balance. */
export function WalletActions() {
  const { t } = useTranslation('wallet');
  return (
    <nav className={styles.card} aria-label={t('home.actionsLabel')}>
      {ACTIONS.map((action) => (
        <Link key={action.key} to={action.path} className={styles.action}>
          <span className={styles.icon}>
            <Icon name={action.icon} size={22} strokeWidth={1.8} />
          </span>
          <span className={styles.label}>{t(`home.actions.${action.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
