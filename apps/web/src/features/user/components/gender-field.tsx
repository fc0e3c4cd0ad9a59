import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../components/ui/controlled';
import { Selector } from '../../../components/ui/selector';
import styles from './profile-form.module.css';

/** Gender 1 male, 2 female, 0 not said (contract GENDERS). */
export function GenderField({ value, onChange }: Controlled<number>) {
  const { t } = useTranslation('user');
  return (
    <div className={styles.field} role="group" aria-label={t('profile.gender')}>
      <span className={styles.label}>{t('profile.gender')}</span>
      <Selector
        columns={3}
        value={[value]}
        onChange={(selected) => onChange(selected[0] ?? value)}
        options={[
          { label: t('profile.genders.male'), value: 1 },
          { label: t('profile.genders.female'), value: 2 },
          { label: t('profile.genders.secret'), value: 0 },
        ]}
        style={{
          '--border-radius': '20px',
          '--checked-color': 'var(--cm-primary-soft)',
          '--checked-text-color': 'var(--cm-primary)',
        }}
      />
    </div>
  );
}
