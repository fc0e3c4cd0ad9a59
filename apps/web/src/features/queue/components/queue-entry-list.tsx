import type { QueueEntry } from '@cloudmall/contract/rewards';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { PictureOrBox } from '../../../components/goods/picture-or-box';
import { toast } from '../../../components/ui/toast';
import { useBusy } from '../../../lib/forms/use-busy';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { leaveQueue, queueKeys, queueQueries } from '../api/queue-queries';
import { entryLine } from '../queue-rules';
import styles from './queue.module.css';

/** One entry: the goods, its place (or how it ended), and leaving while waiting. */
function EntryRow({ entry }: { entry: QueueEntry }) {
  const { t } = useTranslation('queue');
  const queryClient = useQueryClient();
  const { busy, run } = useBusy();
  const line = entryLine(entry);
  const leave = async () => {
    if ((await run(() => leaveQueue(entry.id))) !== false) toast.success(t('leftToast'));
    void queryClient.invalidateQueries({ queryKey: queueKeys.all });
  };
  return (
    <li className={styles.row}>
      <Link className={styles.goods} to={paths.goods(entry.goods_id)}>
        <PictureOrBox src={entry.image} boxSize={22} className={styles.picture} />
        <span className={styles.text}>
          <span className={styles.title}>{entry.title}</span>
          <span className={styles.meta}>
            {line.key === 'position'
              ? t('entry.ahead', { count: line.ahead })
              : t(`entry.${line.key}`, { date: formatDateTime(line.at) })}
          </span>
        </span>
      </Link>
      {line.key === 'position' ? (
        <div className={styles.side}>
          <strong className={styles.position}>
            {t('entry.position', { position: line.position })}
          </strong>
          <button
            type="button"
            className={styles.quiet}
            disabled={busy}
            onClick={() => void leave()}
          >
            {t('leave')}
          </button>
        </div>
      ) : (
        <span className={line.key === 'allocated' ? styles.allocated : styles.left}>
          {t(`states.${line.key}`)}
        </span>
      )}
    </li>
  );
}

/** The member's waiting entries with their positions, or their history (allocated, left). */
export function QueueEntryList({ state }: { state: 'waiting' | 'history' }) {
  const { t } = useTranslation('queue');
  const query = useInfiniteQuery(queueQueries.mine(state));
  return (
    <PagedList
      query={query}
      renderItem={(entry) => <EntryRow key={entry.id} entry={entry} />}
      empty={{
        icon: state === 'waiting' ? 'hourglass' : 'list',
        title: t(`empty.${state}.title`),
        description: t(`empty.${state}.text`),
      }}
    />
  );
}
