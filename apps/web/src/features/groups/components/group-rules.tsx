import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './group-rules.module.css';

/** How group buying works, in three steps, and what happens when a team does not fill. */
export function GroupRules({ hours, people }: { hours: number; people: number }) {
  const { t } = useTranslation('groups');
  return (
    <section className={styles.rules} aria-label={t('rules.title')}>
      <h2>{t('rules.title')}</h2>
      <ol>
        <li>
          <Icon name="team" size={18} />
          {t('rules.open')}
        </li>
        <li>
          <Icon name="share" size={18} />
          {t('rules.invite', { count: people })}
        </li>
        <li>
          <Icon name="truck" size={18} />
          {t('rules.ship')}
        </li>
      </ol>
      <p>{t('rules.refund', { count: hours })}</p>
    </section>
  );
}
