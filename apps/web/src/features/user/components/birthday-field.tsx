import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../components/ui/controlled';
import { DatePicker } from '../../../components/ui/date-picker';
import { Icon } from '../../../components/ui/icon';
import styles from './profile-form.module.css';

const pad = (value: number) => String(value).padStart(2, '0');
const toText = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Birthday as `YYYY-MM-DD`, picked from 1900 up to yesterday. */
export function BirthdayField({ value, onChange }: Controlled<string>) {
  const { t } = useTranslation('user');
  const [open, setOpen] = useState(false);
  const max = new Date();
  max.setDate(max.getDate() - 1);
  const current = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00`)
    : new Date(1995, 0, 1);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{t('profile.birthday')}</span>
      <button type="button" className={styles.picker} onClick={() => setOpen(true)}>
        <Icon name="calendar" size={20} />
        <span className={value ? styles.value : styles.placeholder}>
          {value || t('profile.birthdayPlaceholder')}
        </span>
      </button>
      <DatePicker
        visible={open}
        title={t('profile.birthday')}
        min={new Date(1900, 0, 1)}
        max={max}
        defaultValue={current}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(toText(date))}
      />
    </div>
  );
}
