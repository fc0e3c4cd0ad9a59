import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { ChevronLink } from '../../../components/ui/chevron-link';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { PAGES } from '../../../lib/paths';
import { signinQueries } from '../api/signin-queries';
import { useSignIn } from '../hooks/use-sign-in';
import { MonthCalendar } from './month-calendar';
import { SigninStrip } from './signin-strip';
import styles from './signin.module.css';

/** The daily sign-in: streak and points, the 6-day strip, today's button, the month, the rank link. */
export function SigninView() {
  const { t } = useTranslation('signin');
  const query = useQuery(signinQueries.status());
  const { signIn, pending } = useSignIn();
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const status = query.data;
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <p className={styles.streakLabel}>{t('streak')}</p>
        <p className={styles.streak} data-testid="signin-streak">
          {t('days', { count: status.streak })}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('totalPoints')}</dt>
            <dd data-testid="signin-total">{status.total_points}</dd>
          </div>
          <div>
            <dt>{t('myPoints')}</dt>
            <dd data-testid="signin-score">{status.score}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('cycleTitle')}</h2>
        <SigninStrip status={status} />
        <PrimaryButton onClick={signIn} loading={pending} disabled={status.signed_today}>
          {status.signed_today
            ? t('signedToday', { count: status.today_points })
            : t('signInNow', { count: status.today_points })}
        </PrimaryButton>
        <p className={styles.rule}>{t('rule')}</p>
      </section>
      <MonthCalendar />
      <ChevronLink to={PAGES.signinRank} className={styles.rankLink} icon="crown" size={22}>
        {t('rankLink')}
      </ChevronLink>
    </div>
  );
}
