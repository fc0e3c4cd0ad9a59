import { EmptyState } from '../ui/empty-state';
import { GoButton } from '../ui/go-button';
import type { IconName } from '../ui/icon';
import { PageShell } from './page-shell';

interface DeadEndPageProps {
  icon: IconName;
  title: string;
  description?: string;
  /** The one way on; it replaces this page in the history. */
  to: string;
  action: string;
}

/** A page that cannot show what it was opened for: says why and offers one way on. */
export function DeadEndPage({ icon, title, description, to, action }: DeadEndPageProps) {
  return (
    <PageShell>
      <EmptyState icon={icon} title={title} description={description}>
        <GoButton to={to} replace>
          {action}
        </GoButton>
      </EmptyState>
    </PageShell>
  );
}
