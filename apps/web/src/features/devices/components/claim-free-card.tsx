import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './codes.module.css';

/** The invitation to claim the one free cloud phone of a member. */
export function ClaimFreeCard({ pending, onClaim }: { pending: boolean; onClaim: () => void }) {
  const { t } = useTranslation('devices');
  return (
    <section className={styles.claim} aria-labelledby="claim-free-title">
      <Icon name="gift" size={28} />
      <div className={styles.claimText}>
        <h2 id="claim-free-title">{t('claim.title')}</h2>
        <p>{t('claim.description')}</p>
      </div>
      <button type="button" className={styles.claimButton} disabled={pending} onClick={onClaim}>
        {t('claim.button')}
      </button>
    </section>
  );
}
