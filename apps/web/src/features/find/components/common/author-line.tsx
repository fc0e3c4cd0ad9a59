import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import type { FindPost } from '../../api/find-queries';
import { authorView } from '../../find-navigation';
import styles from './author-line.module.css';

interface AuthorLineProps {
  author: FindPost['author'];
  /** A second line under the name (time, counts). */
  note?: ReactNode;
  /** Right-hand control (follow button, badge). */
  extra?: ReactNode;
  size?: number;
  tone?: 'light' | 'dark';
}

/** Author avatar and name (a shop author shows as the shop), linking to the shop or the member's profile. */
export function AuthorLine({ author, note, extra, size = 36, tone = 'light' }: AuthorLineProps) {
  const view = authorView(author);
  return (
    <div className={`${styles.line} ${tone === 'dark' ? styles.dark : ''}`}>
      <Link to={view.path} className={styles.who}>
        <Avatar src={view.avatar} alt="" size={size} />
        <span className={styles.texts}>
          <span className={styles.name}>{view.name}</span>
          {note && <span className={styles.note}>{note}</span>}
        </span>
      </Link>
      {extra}
    </div>
  );
}
