import { useTranslation } from 'react-i18next';
import { countdownParts } from '../group-time';
import { useTeamCountdown } from '../hooks/use-team-countdown';
import styles from './team-countdown.module.css';

/** A live HH:MM:SS countdown of a team (blocks for the team page, inline text elsewhere). */
export function TeamCountdown({
  expiresAt,
  now,
  variant = 'inline',
}: {
  expiresAt: number;
  now: number;
  variant?: 'inline' | 'blocks';
}) {
  const { t } = useTranslation('groups');
  const left = useTeamCountdown(expiresAt, now);
  const p = countdownParts(left);
  if (variant === 'inline') {
    return (
      <span
        className={styles.countdownInline}
        role="timer"
        aria-label={t('team.endsIn', { time: `${p.hours}:${p.minutes}:${p.seconds}` })}
      >
        {t('team.endsIn', { time: `${p.hours}:${p.minutes}:${p.seconds}` })}
      </span>
    );
  }
  return (
    <span className={styles.countdownBlocks} role="timer" data-testid="team-countdown">
      <b>{p.hours}</b>:<b>{p.minutes}</b>:<b>{p.seconds}</b>
    </span>
  );
}
