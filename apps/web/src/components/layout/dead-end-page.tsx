import { DeadEnd, type DeadEndProps } from '../ui/dead-end';
import { PageShell } from './page-shell';

/** A page that cannot show what it was opened for: says why and offers one way on. */
export function DeadEndPage(props: DeadEndProps) {
  return (
    <PageShell>
      <DeadEnd {...props} />
    </PageShell>
  );
}
