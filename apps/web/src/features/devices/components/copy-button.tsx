import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { copyWithToast } from '../../../lib/copy-with-toast';
import styles from './codes.module.css';

/** Copies a value and toasts the spec's outcome: copied successfully, copy failed, browser not supported. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('devices');
  const copy = () => copyWithToast(value, (outcome) => t(`copy.${outcome}`));
  return (
    <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={label}>
      <Icon name="copy" size={16} />
      <span>{t('copy.button')}</span>
    </button>
  );
}
