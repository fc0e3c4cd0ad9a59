import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { formatDateTime } from '../../../lib/time';
import type { RefundLogLine } from '../api/refund-queries';
import { refundActorKey } from '../refund-states';
import styles from './refund-timeline.module.css';

/** The request's history as a timeline: who, what (translated event), any note, and when. */
export function RefundTimeline({
  lines,
  compact = false,
}: {
  lines: RefundLogLine[];
  compact?: boolean;
}) {
  const { t } = useTranslation('refunds');
  return (
    <ol className={`${styles.timeline} ${compact ? styles.compact : ''}`}>
      {lines.map((line, index) => {
        const actor = refundActorKey(line.type);
        return (
          <li
            key={line.id}
            className={`${styles.line} ${index === 0 ? styles.latest : ''}`}
            data-testid="refund-log-line"
          >
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.main}>
              <header className={styles.who}>
                {!compact && <Avatar src={line.avatar} size={24} alt="" />}
                <strong>{line.name || t(`actor.${actor}`)}</strong>
                <time>{formatDateTime(line.createtime)}</time>
              </header>
              <p className={styles.event}>
                {t(`event.${line.event}`, { defaultValue: line.event })}
              </p>
              {line.content && <p className={styles.content}>{line.content}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
