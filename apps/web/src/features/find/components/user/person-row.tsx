import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import type { FindPerson } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import { FollowButton } from '../common/follow-button';
import styles from './person-row.module.css';

interface PersonRowProps {
  person: FindPerson;
  /** No follow button on the member's own row. */
  isMe: boolean;
  pending: boolean;
  onToggle: () => void;
}

/** A member in a following / fans list: avatar and name (to their profile), and a follow toggle. */
export function PersonRow({ person, isMe, pending, onToggle }: PersonRowProps) {
  return (
    <li className={styles.row}>
      <Link to={findPaths.user(person.user_id)} className={styles.who}>
        <Avatar src={person.avatar} alt="" size={44} />
        <span className={styles.name}>{person.nickname}</span>
      </Link>
      {!isMe && <FollowButton following={person.is_follow} pending={pending} onClick={onToggle} />}
    </li>
  );
}
