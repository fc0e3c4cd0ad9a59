import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { Segmented } from '../../../components/ui/segmented';
import { NoticeList } from '../../../features/chat/components/notices/notice-list';
import { useNoticesRead } from '../../../features/chat/hooks/use-notices-read';
import { useNoticesRefresh } from '../../../features/chat/hooks/use-notices-refresh';
import styles from './system.module.css';

/** Both kinds are read on open: the Message Center's System badge counts them together. */
const TYPES = ['system', 'notice'] as const;
type Tab = (typeof TYPES)[number];

/**
 * /pages/notice/system/system: platform announcements (`system`) and account notices (`notice`:
 * wallet, KYC, deposit events) in two tabs, each paged.
 */
export default function SystemNoticesPage() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'notice' ? 'notice' : 'system';
  useNoticesRead(TYPES);
  const refresh = useNoticesRefresh(tab);
  return (
    <PageShell>
      <div className={styles.tabs}>
        <Segmented
          block
          value={tab}
          onChange={(value) =>
            setParams(value === 'notice' ? { tab: 'notice' } : {}, { replace: true })
          }
          options={TYPES.map((type) => ({ value: type, label: t(`notices.tabs.${type}`) }))}
        />
      </div>
      <RefreshList onRefresh={refresh}>
        <NoticeList key={tab} type={tab} />
      </RefreshList>
    </PageShell>
  );
}
