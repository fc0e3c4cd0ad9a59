import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../../components/ui/controlled';
import { Icon } from '../../../../components/ui/icon';
import styles from './star-input.module.css';
import { RadioButton } from '../../../../components/ui/radio-button';

/** Five tappable stars for a 1-5 score, with the score's word beside them. */
export function StarInput({ value, onChange, label }: Controlled<number> & { label: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.stars} role="radiogroup" aria-label={label}>
        {[1, 2, 3, 4, 5].map((star) => (
          <RadioButton
            key={star}
            checked={value === star}
            aria-label={t('review.stars', { count: star })}
            className={star <= value ? styles.on : styles.off}
            onClick={() => onChange(star)}
          >
            <Icon name="star" size={24} strokeWidth={1.4} />
          </RadioButton>
        ))}
      </span>
      <span className={styles.word}>{t(`review.scores.${value}`)}</span>
    </div>
  );
}
