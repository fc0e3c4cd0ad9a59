import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/copy-text';
import styles from './codes.module.css';

/** Copies a value and toasts the spec's outcome: copied successfully, copy failed, browser not supported. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('devices');
  const copy = async () => {
    const outcome = await copyText(value);
    if (outcome === 'copied') toast.success(t('copy.copied'));
    else toast.fail(t(outcome === 'failed' ? 'copy.failed' : 'copy.unsupported'));
  };
  return (
    <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={label}>
      <Icon name="copy" size={16} />
      <span>{t('copy.button')}</span>
    </button>
  );
}
