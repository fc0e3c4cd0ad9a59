import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { useDisclosure } from '../../../../lib/use-disclosure';
import styles from './article-card.module.css';

/** A help article in the conversation: title and the first lines, expanding to the whole text. */
export function ArticleCard({ title, content }: { title: string; content: string }) {
  const { t } = useTranslation('chat');
  const { open, contentId, toggleProps } = useDisclosure();
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>
        <Icon name="bill" size={16} /> {title}
      </h3>
      <p id={contentId} className={`${styles.content} ${open ? '' : styles.clamped}`}>
        {content}
      </p>
      <button type="button" className={styles.toggle} {...toggleProps}>
        {open ? t('service.showLess') : t('service.readMore')}
      </button>
    </article>
  );
}
