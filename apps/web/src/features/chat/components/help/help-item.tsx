import { useId, useState } from 'react';
import { Icon } from '../../../../components/ui/icon';
import type { HelpArticle } from '../../chat-types';
import styles from './help-item.module.css';

/** A help article: its title as a disclosure button, the text (plain text) below when open. */
export function HelpItem({ article }: { article: HelpArticle }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.question}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <span>{article.title}</span>
        <Icon name="right" size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open && (
        <p id={bodyId} className={styles.answer}>
          {article.content}
        </p>
      )}
    </li>
  );
}
