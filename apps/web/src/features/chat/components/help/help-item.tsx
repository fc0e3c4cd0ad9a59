import { Icon } from '../../../../components/ui/icon';
import { useDisclosure } from '../../../../lib/use-disclosure';
import type { HelpArticle } from '../../chat-types';
import styles from './help-item.module.css';

/** A help article: its title as a disclosure button, the text (plain text) below when open. */
export function HelpItem({ article }: { article: HelpArticle }) {
  const { open, id, toggle } = useDisclosure();
  return (
    <li className={styles.item}>
      <button type="button" className={styles.question} {...toggle}>
        <span>{article.title}</span>
        <Icon name="right" size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open && (
        <p id={id} className={styles.answer}>
          {article.content}
        </p>
      )}
    </li>
  );
}
