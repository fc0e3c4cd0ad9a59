import type { WalletSummary } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Icon, type IconName } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import { formatDate } from '../../../../lib/time';
import { formatAccountAmount } from '../../accounts';
import styles from './account-tiles.module.css';
import { PAGES } from '../../../../lib/paths';

interface Tile {
  key: string;
  path: string;
  icon: IconName;
  value: string;
}

/** Held income with its release rule, then withdrawal hold, green points, equity and points. */
export function AccountTiles({ summary }: { summary: WalletSummary | undefined }) {
  const { t } = useTranslation('wallet');
  const value = (text: string | undefined, format: (text: string) => string) =>
    text === undefined ? '--' : format(text);
  const tiles: Tile[] = [
    {
      key: 'withdrawal_hold',
      path: PAGES.witlist,
      icon: 'hourglass',
      value: value(summary?.withdrawal_hold, (v) => formatAccountAmount('withdrawal_hold', v)),
    },
    {
      key: 'green_points',
      path: PAGES.greenPoints,
      icon: 'leaf',
      value: value(summary?.green_points, (v) => formatAccountAmount('green_points', v)),
    },
    {
      key: 'equity',
      path: PAGES.equityValue,
      icon: 'pie',
      value: value(summary?.equity, (v) => formatAccountAmount('equity', v)),
    },
    {
      key: 'score',
      path: PAGES.withdrawScore,
      icon: 'coins',
      value: summary ? formatCount(summary.score) : '--',
    },
  ];
  const nextRelease = summary?.next_release_at ? formatDate(summary.next_release_at) : undefined;
  return (
    <Card title={t('home.accountsTitle')}>
      <Link to={`${PAGES.moneyList}?account=held_income`} className={styles.held}>
        <span className={styles.heldIcon}>
          <Icon name="clock" size={22} />
        </span>
        <span className={styles.heldText}>
          <span className={styles.label}>{t('accounts.held_income')}</span>
          <strong className={styles.value}>
            {value(summary?.held_income, (v) => formatAccountAmount('held_income', v))}
          </strong>
          <span className={styles.note}>{t('home.heldNote')}</span>
          {nextRelease && (
            <span className={styles.release}>{t('home.nextRelease', { date: nextRelease })}</span>
          )}
        </span>
        <Icon name="right" size={16} className={styles.chevron} />
      </Link>
      <div className={styles.grid}>
        {tiles.map((tile) => (
          <Link key={tile.key} to={tile.path} className={styles.tile}>
            <span className={styles.tileHead}>
              <Icon name={tile.icon} size={16} />
              {t(`accounts.${tile.key}`)}
            </span>
            <strong className={styles.value}>{tile.value}</strong>
          </Link>
        ))}
      </div>
    </Card>
  );
}
