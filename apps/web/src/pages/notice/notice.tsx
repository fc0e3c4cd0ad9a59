import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { confirmDialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/icon';
import { RefreshList } from '../../components/ui/refresh-list';
import { toast, toastError } from '../../components/ui/toast';
import { markEverythingRead } from '../../features/chat/conversation-actions';
import { ConversationList } from '../../features/chat/components/center/conversation-list';
import { NoticeEntries } from '../../features/chat/components/center/notice-entries';
import { chatEvents } from '../../lib/realtime/chat-events';
import { loadUnreadCounts } from '../../features/chat/realtime/chat-runtime';
import styles from './notice.module.css';

/**
 * /pages/notice/notice (Message Center): notification entries with unread badges, the conversations
 * (swipe or long-press to delete), mark-all-read after a confirm, pull to refresh. Opening it loads
 * the true unread counts.
 */
export default function MessageCenterPage() {
  const { t } = useTranslation(['chat', 'common']);
  const reload = useCallback(() => void loadUnreadCounts().catch(() => undefined), []);

  useEffect(() => {
    reload();
    // a new order or account notice changes the entries' badges
    return chatEvents.on('notice', reload);
  }, [reload]);

  const refresh = () => loadUnreadCounts().catch(toastError);

  const markAllRead = async () => {
    const confirmed = await confirmDialog({
      title: t('center.markAllTitle'),
      content: t('center.markAllConfirm'),
      confirmText: t('center.markAll'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await markEverythingRead();
      toast.success(t('center.allRead'));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <PageShell
      right={
        <button
          type="button"
          className={styles.markAll}
          onClick={() => void markAllRead()}
          aria-label={t('center.markAll')}
          title={t('center.markAll')}
        >
          <Icon name="check" size={22} />
        </button>
      }
    >
      <RefreshList onRefresh={refresh}>
        <NoticeEntries />
        <ConversationList onRetry={reload} />
      </RefreshList>
    </PageShell>
  );
}
