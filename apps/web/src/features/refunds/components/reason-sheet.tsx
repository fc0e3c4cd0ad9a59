import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Sheet } from '../../../components/ui/sheet';
import { REFUND_REASON_NAMES } from '../refund-states';
import styles from './sheet.module.css';

interface ReasonSheetProps {
  visible: boolean;
  value: number | null;
  onPick: (reason: number) => void;
  onClose: () => void;
}

/** The seven reasons as a bottom sheet; picking one closes it. */
export function ReasonSheet({ visible, value, onPick, onClose }: ReasonSheetProps) {
  const { t } = useTranslation('refunds');
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      styles={styles}
      title={t('form.reasonTitle')}
      closeLabel={t('actions.cancel')}
    >
      <ul className={styles.options} role="listbox" aria-label={t('form.reasonTitle')}>
        {REFUND_REASON_NAMES.map((name, reason) => (
          <li key={name}>
            <button
              type="button"
              role="option"
              aria-selected={value === reason}
              className={`${styles.option} ${value === reason ? styles.chosen : ''}`}
              onClick={() => {
                onPick(reason);
                onClose();
              }}
            >
              <span>{t(`reason.${name}`)}</span>
              {value === reason && <Icon name="check" size={18} />}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
