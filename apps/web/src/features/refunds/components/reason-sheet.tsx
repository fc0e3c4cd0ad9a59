import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { REFUND_REASON_NAMES } from '../refund-states';
import { RefundSheet } from './refund-sheet';
import styles from './sheet.module.css';

interface ReasonSheetProps {
  visible: boolean;
  value: number | null;
  onPick: (reason: number) => void;
  onClose: () => void;
}

/** The seven reasons as a bottom sheet; picking one closes it. */
export function ReasonSheet({ value, onPick, ...sheet }: ReasonSheetProps) {
  const { t } = useTranslation('refunds');
  return (
    <RefundSheet {...sheet} title={t('form.reasonTitle')}>
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
                sheet.onClose();
              }}
            >
              <span>{t(`reason.${name}`)}</span>
              {value === reason && <Icon name="check" size={18} />}
            </button>
          </li>
        ))}
      </ul>
    </RefundSheet>
  );
}
