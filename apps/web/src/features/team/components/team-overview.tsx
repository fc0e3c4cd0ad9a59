import type { TeamOverview } from '@cloudmall/contract/team';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import styles from './team.module.css';

/** The team's size over three levels and what it brought the member in commissions. */
export function TeamFigures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('team');
  return (
    <section className={styles.hero} aria-label={t('overview.title')}>
      <p className={styles.heroLabel}>{t('overview.total')}</p>
      <strong className={styles.heroFigure} data-testid="team-total">
        {overview.total}
      </strong>
      <dl className={styles.grid}>
        <div>
          <dt>{t('overview.level1')}</dt>
          <dd data-testid="team-level1">{overview.level1}</dd>
        </div>
        <div>
          <dt>{t('overview.level2')}</dt>
          <dd data-testid="team-level2">{overview.level2}</dd>
        </div>
        <div>
          <dt>{t('overview.contribution')}</dt>
          <dd>{formatPrice(overview.contribution)}</dd>
        </div>
      </dl>
    </section>
  );
}
