import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryWaitView } from '../../../../components/layout/query-wait-view';
import { Icon } from '../../../../components/ui/icon';
import { useUserStore } from '../../../../stores/user-store';
import { useServiceChat } from '../../hooks/use-service-chat';
import { Composer } from '../chat/composer';
import { QuickQuestions } from './quick-questions';
import { ServiceMessageView } from './service-message';
import styles from './service-view.module.css';

/** The service route's longest question. */
const MAX_QUESTION = 500;

/**
 * The AI customer-service conversation: greeting, history, quick questions, hand-over to a human
 * agent. With `handOver` (the "Customer service" entry without a third-party service) the member is
 * handed to a human agent as soon as the history is shown, once; `onHandedOver` then clears the ask.
 */
export function ServiceView({
  handOver = false,
  onHandedOver,
}: {
  handOver?: boolean;
  onHandedOver?: () => void;
}) {
  const { t } = useTranslation('chat');
  const { history, messages, sending, ask, askByVoice } = useServiceChat();
  const myAvatar = useUserStore((state) => state.avatar);
  const scroller = useRef<HTMLDivElement>(null);
  const handedOver = useRef(false);

  useEffect(() => {
    if (!handOver || !history.isSuccess || handedOver.current) return;
    handedOver.current = true;
    void ask(t('service.humanRequest'), true).then(() => onHandedOver?.());
  }, [handOver, history.isSuccess, ask, t, onHandedOver]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  const askQuietly = (text: string) => void ask(text);

  return (
    <div className={styles.service}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="log"
        aria-live="polite"
        aria-label={t('service.conversationLabel')}
      >
        <div className={styles.greeting}>
          <span className={styles.greetingIcon} aria-hidden="true">
            <Icon name="robot" size={22} />
          </span>
          <p>{t('service.greeting')}</p>
        </div>
        <QueryWaitView query={history} className={styles.loading} spinnerSize={20} />
        {messages.map((message) => (
          <ServiceMessageView
            key={message.id}
            message={message}
            myAvatar={myAvatar}
            onAsk={askQuietly}
          />
        ))}
      </div>
      <QuickQuestions disabled={sending} onAsk={askQuietly} />
      <div className={styles.human}>
        <button
          type="button"
          className={styles.humanButton}
          disabled={sending}
          onClick={() => void ask(t('service.humanRequest'), true)}
        >
          <Icon name="headset" size={16} /> {t('service.human')}
        </button>
      </div>
      <Composer
        sending={sending}
        onSendText={(text) => ask(text)}
        onVoice={(recording) => void askByVoice(recording)}
        placeholder={t('service.placeholder')}
        maxLength={MAX_QUESTION}
      />
    </div>
  );
}
