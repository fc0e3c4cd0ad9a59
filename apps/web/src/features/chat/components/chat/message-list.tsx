import type { ChatMessage } from '@cloudmall/contract/chat';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { Spinner } from '../../../../components/ui/spinner';
import { formatChatTime } from '../../../../lib/chat-time';
import type { OlderState } from '../../hooks/use-conversation';
import { MessageContent } from './message-content';
import styles from './message-list.module.css';

/** A time line shows before the first message and after a pause of 5 minutes or more. */
const TIME_GAP_SECONDS = 5 * 60;
/** Scrolling this close to the top loads older messages. */
const TOP_PX = 60;

interface Party {
  name: string;
  avatar: string;
}

interface MessageListProps {
  me: number;
  messages: ChatMessage[];
  mine: Party;
  other: Party;
  older: OlderState;
  onLoadOlder: () => void;
  onRetry: () => void;
  onPreview: (url: string) => void;
}

/** The conversation, oldest at the top: time lines, bubbles left (them) and right (me), older pages on scroll. */
export function MessageList({
  me,
  messages,
  mine,
  other,
  older,
  onLoadOlder,
  onRetry,
  onPreview,
}: MessageListProps) {
  const { t, i18n } = useTranslation(['chat', 'common']);
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  const atBottom = useRef(true);

  // keep the view where the member reads: at the bottom for new messages, in place when older ones arrive
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const previous = edges.current;
    if (
      previous.last === undefined ||
      (last && last.id !== previous.last && (atBottom.current || last.form.id === me))
    ) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== previous.first && last?.id === previous.last) {
      element.scrollTop += element.scrollHeight - previous.height;
    }
    edges.current = { first, last: last?.id, height: element.scrollHeight };
  }, [messages, me]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < TOP_PX && older.hasMore && !older.loading && !older.failed)
      onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messagesLabel')}
    >
      <div className={styles.top}>
        {older.loading && <Spinner size={18} />}
        {!older.loading && older.failed && (
          <button type="button" className={styles.topButton} onClick={onRetry}>
            {t('common:loader.failed')} · {t('common:actions.retry')}
          </button>
        )}
        {!older.loading && !older.failed && older.hasMore && (
          <button type="button" className={styles.topButton} onClick={onLoadOlder}>
            {t('chat.earlier')}
          </button>
        )}
      </div>
      {messages.length === 0 && !older.loading && (
        <p className={styles.empty}>{t('chat.emptyConversation')}</p>
      )}
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const showTime = !previous || message.createtime - previous.createtime >= TIME_GAP_SECONDS;
        const isMine = message.form.id === me;
        const party = isMine
          ? mine
          : { name: message.form.name || other.name, avatar: message.form.avatar || other.avatar };
        return (
          <Fragment key={message.id}>
            {showTime && (
              <time className={styles.time}>
                {formatChatTime(message.createtime, t, i18n.language)}
              </time>
            )}
            <div className={`${styles.row} ${isMine ? styles.rowMine : ''}`}>
              <Avatar src={party.avatar} alt={party.name} name={party.name} size={36} />
              <div className={styles.content}>
                <MessageContent body={message.message} mine={isMine} onPreview={onPreview} />
              </div>
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
