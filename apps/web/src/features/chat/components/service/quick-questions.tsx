import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatQueries } from '../../api/chat-queries';
import styles from './quick-questions.module.css';

/** How many help titles are offered as chips. */
const CHIPS = 8;

/** Help-article titles as one-tap questions for the assistant. */
export function QuickQuestions({
  disabled,
  onAsk,
}: {
  disabled: boolean;
  onAsk: (text: string) => void;
}) {
  const { t } = useTranslation('chat');
  const help = useQuery(chatQueries.help());
  const titles = (help.data ?? []).slice(0, CHIPS).map((article) => article.title);
  if (titles.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={t('service.quickLabel')}>
      {titles.map((title) => (
        <button
          key={title}
          type="button"
          className={styles.chip}
          disabled={disabled}
          onClick={() => onAsk(title)}
        >
          {title}
        </button>
      ))}
    </div>
  );
}
