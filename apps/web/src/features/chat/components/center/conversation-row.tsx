import type { ChatListEntry } from '@cloudmall/contract/chat';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { CountBadge } from '../../../../components/ui/count-badge';
import { SwipeAction } from '../../../../components/ui/swipe-action';
import { formatChatTime } from '../../../../lib/chat-time';
import { displayPreview } from '../../conversations';
import { useLongPress } from '../../hooks/use-long-press';
import styles from './conversation-row.module.css';
import { PAGES } from '../../../../lib/paths';

interface ConversationRowProps {
  entry: ChatListEntry;
  /** Asks to delete (swipe's delete button or a long press); the list confirms first. */
  onDelete: (entry: ChatListEntry) => void;
}

/** A conversation: avatar, name, chat time, last message and unread count; swipe or long-press to delete. */
export function ConversationRow({ entry, onDelete }: ConversationRowProps) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const { handlers, consumeClick } = useLongPress(() => onDelete(entry));
  const name = entry.name || t('chat.memberName', { id: entry.user_id });
  const open = () => {
    if (!consumeClick()) void navigate(`${PAGES.chat}?to_id=${entry.user_id}`);
  };
  return (
    <li className={styles.item}>
      <SwipeAction
        rightActions={[
          {
            key: 'delete',
            text: t('center.delete'),
            color: 'danger',
            onClick: () => onDelete(entry),
          },
        ]}
      >
        <button type="button" className={styles.row} onClick={open} {...handlers}>
          <Avatar src={entry.avatar} alt={name} name={name} size={48} />
          <span className={styles.main}>
            <span className={styles.top}>
              <span className={styles.name}>{name}</span>
              <time className={styles.time}>
                {entry.createtime ? formatChatTime(entry.createtime, t, i18n.language) : ''}
              </time>
            </span>
            <span className={styles.bottom}>
              <span className={styles.preview}>{displayPreview(entry.content, t)}</span>
              <CountBadge count={entry.count} label={t('center.unread', { count: entry.count })} />
            </span>
          </span>
        </button>
      </SwipeAction>
    </li>
  );
}
