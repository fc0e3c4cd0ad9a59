import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../../components/ui/icon';
import type { OrderInfo } from '../../api/order-queries';
import { orderStatusKey } from '../../order-states';
import styles from './status-header.module.css';

const ICONS: Record<string, IconName> = {
  unpaid: 'clock',
  paid: 'box',
  groupPending: 'team',
  shipped: 'truck',
  received: 'review',
  completed: 'check',
  closed: 'close',
};

/** The coloured head of the details page: status and what happens next. */
export function StatusHeader({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  const key = orderStatusKey(order);
  return (
    <header className={styles.head}>
      <span className={styles.text}>
        <strong data-testid="order-status">{t(`status.${key}`)}</strong>
        <span>{t(`statusHint.${key}`)}</span>
      </span>
      <Icon name={ICONS[key] ?? 'list'} size={40} strokeWidth={1.4} />
    </header>
  );
}
