import { Icon } from '../../../../components/ui/icon';
import { useDisclosure } from '../../../../lib/use-disclosure';
import type { HelpArticle } from '../../chat-types';
import styles from './help-item.module.css';

/** A help article: its title as a disclosure button, the text (plain text) below when open. */
export function HelpItem({ article }: { article: HelpArticle }) {
  const { open, contentId, toggleProps } = useDisclosure();
  return (
    <li className={styles.item}>
      <button type="button" className={styles.question} {...toggleProps}>
        <span>{article.title}</span>
        <Icon name="right" size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open && (
        <p id={contentId} className={styles.answer}>
          {article.content}
        </p>
      )}
    </li>
  );
}
