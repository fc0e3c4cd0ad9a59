import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { copyWithToast } from '../../../../lib/copy-with-toast';
import styles from './copy-button.module.css';

/** Copies a value and toasts the spec's outcome: copied successfully, copy failed, browser not supported. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('wallet');
  const copy = () => copyWithToast(value, (outcome) => t(`copy.${outcome}`));
  return (
    <button type="button" className={styles.button} onClick={() => void copy()}>
      <Icon name="copy" size={16} />
      {label}
    </button>
  );
}
