import type { ChatListEntry } from '@cloudmall/contract/chat';
import { useTranslation } from 'react-i18next';
import { LoadFailedView } from '../../../../components/layout/load-failed-view';
import { askThenRun } from '../../../../components/ui/ask-then-run';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ListSkeleton } from '../../../../components/ui/list-skeleton';
import { ApiError } from '@cloudmall/client';
import { deleteConversationEverywhere } from '../../conversation-actions';
import { useChatStore } from '../../stores/chat-store';
import { ConversationRow } from './conversation-row';
import styles from './conversation-list.module.css';

/** The member's conversations with their loading, failure and empty states; deletes after a confirm. */
export function ConversationList({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['chat', 'common']);
  const { conversations, status, error } = useChatStore();

  const remove = (entry: ChatListEntry) =>
    askThenRun(
      {
        title: t('center.deleteTitle'),
        content: t('center.deleteConfirm', {
          name: entry.name || t('chat.memberName', { id: entry.user_id }),
        }),
        confirmText: t('center.delete'),
        cancelText: t('common:actions.cancel'),
      },
      () => deleteConversationEverywhere(entry.user_id),
      t('center.deleted'),
    );

  if (status === 'idle' || (status === 'loading' && conversations.length === 0))
    return <ListSkeleton rows={4} />;
  if (status === 'error' && conversations.length === 0) {
    return (
      <LoadFailedView
        message={error instanceof ApiError ? error.text : undefined}
        onRetry={onRetry}
      />
    );
  }
  if (conversations.length === 0) {
    return (
      <EmptyState
        icon="mail"
        title={t('center.emptyTitle')}
        description={t('center.emptyDescription')}
      />
    );
  }
  return (
    <section className={styles.card} aria-label={t('center.conversations')}>
      <ul className={styles.list}>
        {conversations.map((entry) => (
          <ConversationRow
            key={entry.user_id}
            entry={entry}
            onDelete={(item) => void remove(item)}
          />
        ))}
      </ul>
      <p className={styles.hint}>{t('center.deleteHint')}</p>
    </section>
  );
}
