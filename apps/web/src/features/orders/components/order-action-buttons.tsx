import { useTranslation } from 'react-i18next';
import type { OrderAction } from '../order-states';
import styles from './order-action-buttons.module.css';

/** The order's action buttons, the last (main) one highlighted. */
export function OrderActionButtons({
  actions,
  onAction,
}: {
  actions: OrderAction[];
  onAction: (action: OrderAction) => void;
}) {
  const { t } = useTranslation('orders');
  if (actions.length === 0) return null;
  return (
    <div className={styles.bar}>
      {actions.map((action, index) => (
        <button
          key={action}
          type="button"
          className={index === actions.length - 1 ? styles.main : styles.button}
          onClick={() => onAction(action)}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
    </div>
  );
}
