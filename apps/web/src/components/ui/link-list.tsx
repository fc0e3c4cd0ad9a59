import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Icon, type IconName } from './icon';
import { List } from './list';
import styles from './link-list.module.css';

type LinkListItemProps = {
  icon: IconName;
  /** Shown on the right, before the arrow. */
  extra?: ReactNode;
  children: ReactNode;
} & ({ to: string } | { onClick: () => void });

/** A row of a link list (`styles.list`): grey icon, label, optional value and the arrow; a tap opens `to`. */
export function LinkListItem({ icon, extra, children, ...tap }: LinkListItemProps) {
  const navigate = useNavigate();
  return (
    <List.Item
      prefix={<Icon name={icon} size={20} className={styles.prefix} />}
      extra={extra}
      onClick={'to' in tap ? () => void navigate(tap.to) : tap.onClick}
      arrowIcon
    >
      {children}
    </List.Item>
  );
}
