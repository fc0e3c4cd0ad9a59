import type { ServiceMessage } from '@cloudmall/contract/chat';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { Icon } from '../../../../components/ui/icon';
import { VoiceBubble } from '../chat/voice-bubble';
import { ArticleCard } from './article-card';
import styles from './service-message.module.css';

interface ServiceMessageViewProps {
  message: ServiceMessage;
  myAvatar: string;
  /** Asks about an article of a list answer. */
  onAsk: (text: string) => void;
}

/** One customer-service message: the member on the right, the assistant or an agent on the left. All text is plain text. */
export function ServiceMessageView({ message, myAvatar, onAsk }: ServiceMessageViewProps) {
  const { t } = useTranslation('chat');
  const body = message.message;
  if (body.type === 'end') {
    return <p className={styles.system}>{body.content.text || t('service.ended')}</p>;
  }
  const mine = message.sender === 'member';
  const name = mine
    ? ''
    : message.form.name || t(message.sender === 'agent' ? 'service.agent' : 'service.assistant');
  return (
    <div className={`${styles.row} ${mine ? styles.mine : ''}`}>
      {mine || message.form.avatar ? (
        <Avatar
          src={mine ? myAvatar : message.form.avatar}
          alt={name || t('service.me')}
          size={36}
        />
      ) : (
        <span
          className={`${styles.botAvatar} ${message.sender === 'agent' ? styles.agent : ''}`}
          aria-hidden="true"
        >
          <Icon name={message.sender === 'agent' ? 'headset' : 'robot'} size={20} />
        </span>
      )}
      <div className={styles.content}>
        {!mine && <span className={styles.name}>{name}</span>}
        {body.type === 'text' && (
          <p className={`${styles.bubble} ${mine ? styles.bubbleMine : ''}`}>{body.content.text}</p>
        )}
        {body.type === 'voice' && (
          <VoiceBubble
            className={`${styles.bubble} ${styles.voice} ${mine ? styles.bubbleMine : ''}`}
            url={body.content.url}
            length={body.content.length}
          />
        )}
        {body.type === 'article' && (
          <ArticleCard title={body.content.title} content={body.content.content} />
        )}
        {body.type === 'list' && (
          <div className={styles.bubble}>
            <p className={styles.listIntro}>
              {body.content.length ? t('service.listIntro') : t('service.listEmpty')}
            </p>
            <ul className={styles.list}>
              {body.content.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.listItem}
                    onClick={() => onAsk(item.title)}
                  >
                    {item.title}
                    <Icon name="right" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
