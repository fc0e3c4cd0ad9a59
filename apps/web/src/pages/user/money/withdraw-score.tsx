import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/count-format';
import { formatPrice } from '../../../lib/money';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { AccountHeader } from '../../../features/wallet/components/bills/account-header';
import { PointsExchangeForm } from '../../../features/wallet/components/points/points-exchange-form';
import styles from './money-pages.module.css';

/** /pages/user/money/withdraw_score: exchange points for balance at the configured rate. */
export default function PointsExchangePage() {
  const { t } = useTranslation('wallet');
  const rate = useQuery(walletQueries.pointsRate());
  if (!rate.data) return <QueryWaitPage query={rate} />;
  const { points_per_unit: pointsPerUnit, score } = rate.data;
  return (
    <PageShell>
      <AccountHeader
        label={t('accounts.score')}
        icon="coins"
        value={formatCount(score)}
        description={t('points.rate', {
          points: formatCount(pointsPerUnit),
          amount: formatPrice('1'),
        })}
      />
      <Card>
        <PointsExchangeForm pointsPerUnit={pointsPerUnit} score={score} />
      </Card>
      <p className={styles.note}>{t('points.note')}</p>
    </PageShell>
  );
}
