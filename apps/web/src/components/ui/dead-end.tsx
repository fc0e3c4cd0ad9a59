import { EmptyState } from './empty-state';
import { GoButton } from './go-button';
import type { IconName } from './icon';

export interface DeadEndProps {
  icon: IconName;
  title: string;
  description?: string;
  /** The one way on; it replaces this page in the history. */
  to: string;
  action: string;
  /** The way on as an outlined button. */
  outline?: boolean;
}

/** What cannot be shown here: says why and offers one way on. */
export function DeadEnd({ icon, title, description, to, action, outline }: DeadEndProps) {
  return (
    <EmptyState icon={icon} title={title} description={description}>
      <GoButton variant={outline ? 'outline' : undefined} to={to} replace>
        {action}
      </GoButton>
    </EmptyState>
  );
}
