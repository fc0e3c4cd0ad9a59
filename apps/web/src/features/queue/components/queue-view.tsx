import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { TabStrip } from '../../../components/ui/tab-strip';
import { useQueryTab } from '../../../lib/use-query-tab';
import { queueKeys } from '../api/queue-queries';
import { QUEUE_TABS } from '../queue-rules';
import { QueueEntryList } from './queue-entry-list';
import { QueueGoodsList } from './queue-goods-list';
import styles from './queue.module.css';

/** The public queue: my places, sold-out goods to queue for, and my allocation history. */
export function QueueView() {
  const { t } = useTranslation('queue');
  const queryClient = useQueryClient();
  const [tab, choose] = useQueryTab('tab', QUEUE_TABS, 'waiting');
  const refresh = () => queryClient.refetchQueries({ queryKey: queueKeys.all });
  return (
    <PageShell>
      <TabStrip
        label={t('tabsLabel')}
        tabs={QUEUE_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={choose}
      />
      <RefreshList onRefresh={refresh}>
        <p className={styles.rule}>{t('rule')}</p>
        {tab === 'join' ? <QueueGoodsList /> : <QueueEntryList state={tab} />}
      </RefreshList>
    </PageShell>
  );
}
