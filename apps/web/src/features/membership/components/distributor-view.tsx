import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/time';
import { PAGES } from '../../../lib/paths';
import { membershipQueries, type DistributorStatus } from '../api/membership-queries';
import { percentOf } from '../pricing';
import { ApplyForm } from './apply-form';
import styles from './membership.module.css';

/** The application as sent, with its state's words. */
function ApplicationCard({ status }: { status: DistributorStatus }) {
  const { t } = useTranslation('membership');
  const application = status.application!;
  return (
    <Card title={t(`distributor.states.${application.state}`)}>
      <p className={styles.muted}>
        {application.name} · {application.contact} · {application.region}
      </p>
      <p className={styles.muted}>
        {t('distributor.sentOn', { date: formatDate(application.created_at) })}
      </p>
      {application.state === 'refused' && (
        <p className={styles.muted} role="alert">
          {t('distributor.refusedReason', { reason: application.refuse_reason })}
        </p>
      )}
    </Card>
  );
}

/** /pages/user/distributor/distributor: apply, the application's state, or the distributor centre. */
export function DistributorView() {
  const { t } = useTranslation('membership');
  const query = useQuery(membershipQueries.distributor());
  if (!query.data) return <QueryWaitPage query={query} />;
  const status = query.data;
  const rate = percentOf(status.discount_bps);
  return (
    <PageShell>
      <div className={styles.page}>
        {status.state === 'approved' ? (
          <section className={styles.hero}>
            <p className={styles.heroLevel}>{t('distributor.centre')}</p>
            <p className={styles.heroLine}>{t('distributor.rate', { percent: rate })}</p>
          </section>
        ) : (
          <Card title={t('distributor.whyTitle')}>
            <p className={styles.muted}>{t('distributor.why', { percent: rate })}</p>
          </Card>
        )}
        {status.application && <ApplicationCard status={status} />}
        {status.state === 'approved' && (
          <Card title={t('distributor.tools')}>
            <div className={styles.links}>
              <Link className={styles.link} to={PAGES.waterCard}>
                {t('distributor.toWaterCards')}
              </Link>
              <Link className={styles.link} to={PAGES.purchase}>
                {t('distributor.toPurchase')}
              </Link>
            </div>
            <p className={styles.muted}>{t('distributor.console')}</p>
          </Card>
        )}
        {status.state === 'pending' && (
          <Card>
            <p className={styles.muted}>{t('distributor.pendingText')}</p>
          </Card>
        )}
        {(status.state === 'none' || status.state === 'refused') && (
          <Card title={t(status.state === 'none' ? 'distributor.apply' : 'distributor.applyAgain')}>
            <ApplyForm />
          </Card>
        )}
      </div>
    </PageShell>
  );
}
