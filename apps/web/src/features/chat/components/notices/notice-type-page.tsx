import { PageShell } from '../../../../components/layout/page-shell';
import { RefreshList } from '../../../../components/ui/refresh-list';
import type { NoticeType } from '../../chat-types';
import { useNoticesRead } from '../../hooks/use-notices-read';
import { useNoticesRefresh } from '../../hooks/use-notices-refresh';
import { NoticeList } from './notice-list';

/** The page of one kind of notice: its list, paged, under pull-to-refresh; read on open. */
export function NoticeTypePage({ type }: { type: NoticeType }) {
  useNoticesRead([type]);
  const refresh = useNoticesRefresh(type);
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <NoticeList type={type} />
      </RefreshList>
    </PageShell>
  );
}
