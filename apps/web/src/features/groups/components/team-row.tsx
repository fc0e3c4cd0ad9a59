import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useUserStore } from '../../../stores/user-store';
import type { TeamCard } from '../api/group-queries';
import { groupPaths } from '../group-paths';
import { TeamCountdown } from './team-countdown';
import styles from './team-row.module.css';
import shared from './group-shared.module.css';

/** Whether the member leads or already sits in the team (they cannot join it, only invite to it). */
export function isOwnTeam(team: TeamCard, userId: number): boolean {
  return (
    userId > 0 && (team.leader.user_id === userId || team.members.some((m) => m.user_id === userId))
  );
}

/** An open team of a goods: leader, seats left, a live countdown and a way to join (or, on one's own team, to invite). */
export function TeamRow({ team, now }: { team: TeamCard; now: number }) {
  const { t } = useTranslation('groups');
  const userId = useUserStore((state) => (state.isLogin ? state.id : 0));
  const mine = isOwnTeam(team, userId);
  return (
    <li className={styles.teamRow} data-testid="open-team">
      <span className={styles.teamAvatars}>
        {team.members.slice(0, 3).map((m) => (
          <Avatar
            key={m.user_id}
            src={m.avatar}
            size={34}
            alt={m.nickname}
            className={styles.stackedAvatar}
          />
        ))}
      </span>
      <span className={styles.teamText}>
        <strong>{mine ? t('team.yours') : team.leader.nickname || t('team.someone')}</strong>
        <span>
          {t('team.needMore', { count: team.seats_left })} ·{' '}
          <TeamCountdown expiresAt={team.expires_at} now={now} />
        </span>
      </span>
      <Link to={groupPaths.team(team.id)} className={shared.joinButton}>
        {mine ? t('team.inviteShort') : t('team.join')}
      </Link>
    </li>
  );
}
