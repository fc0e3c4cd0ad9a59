import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { NoticeList } from '../../../features/chat/components/notices/notice-list';
import { useNoticesRead } from '../../../features/chat/hooks/use-notices-read';
import { useNoticesRefresh } from '../../../features/chat/hooks/use-notices-refresh';

const TYPES = ['order'] as const;

/** /pages/notice/notify/notify: order notifications (shipped, refunds…), paged; read on open. */
export default function NotifyPage() {
  useNoticesRead(TYPES);
  const refresh = useNoticesRefresh(TYPES);
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <NoticeList type="order" />
      </RefreshList>
    </PageShell>
  );
}
