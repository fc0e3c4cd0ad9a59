import type { ServiceKind, ServiceRequest } from '@cloudmall/contract/service';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../../components/layout/paged-list';
import { GoButton } from '../../../components/ui/go-button';
import { formatRelativeTime } from '../../../lib/relative-time';
import { mediaUrl } from '../../../lib/media';
import { myRequestsQuery } from '../api/service-api';
import { stateTone } from '../service-rules';
import styles from './service.module.css';

/** What a request is about, in one line: its subject, complaint target or feedback type. */
function useHeadline() {
  const { t } = useTranslation('service');
  return (row: ServiceRequest) => {
    if (row.kind === 'consultation') return row.subject;
    if (row.kind === 'complaint')
      return t('list.against', {
        target: t(`target.${row.target_type}`),
        name: row.target_name || `#${row.target_id}`,
        reason: t(`category.${row.category}`),
      });
    return t(`category.${row.category}`);
  };
}

/** One request: headline, state, what the member wrote, photos and the desk's answer once there is one. */
export function RequestItem({ row }: { row: ServiceRequest }) {
  const { t } = useTranslation(['service', 'common']);
  const headline = useHeadline();
  return (
    <li className={styles.item} data-testid="service-request">
      <div className={styles.head}>
        <span>
          #{row.id} · {formatRelativeTime(row.createtime, t)}
        </span>
        <span className={styles[stateTone(row.state)]}>{t(`service:state.${row.state}`)}</span>
      </div>
      <p className={styles.subject}>{headline(row)}</p>
      <p className={styles.content}>{row.content}</p>
      {row.images.length > 0 && (
        <div className={styles.photos}>
          {row.images.map((image, index) => (
            <img
              key={image}
              src={mediaUrl(image)}
              alt={t('service:list.photo', { index: index + 1 })}
              loading="lazy"
            />
          ))}
        </div>
      )}
      {row.reply && (
        <div className={styles.reply}>
          <span className={styles.replyTitle}>
            {t('service:list.reply', { time: formatRelativeTime(row.replied_at, t) })}
          </span>
          {row.reply}
        </div>
      )}
    </li>
  );
}

/** The member's own requests of one kind, newest first, under pull-to-refresh, paged. */
export function RequestList({ kind, addTo }: { kind: ServiceKind; addTo: string }) {
  const { t } = useTranslation('service');
  const query = useInfiniteQuery(myRequestsQuery(kind));
  return (
    <RefreshPagedList
      query={query}
      listClassName={styles.list}
      renderItem={(row) => <RequestItem key={row.id} row={row} />}
      empty={{
        icon: kind === 'consultation' ? 'stethoscope' : kind === 'complaint' ? 'alert' : 'message',
        title: t(`${kind}.emptyTitle`),
        description: t(`${kind}.emptyDescription`),
        action: <GoButton to={addTo}>{t(`${kind}.new`)}</GoButton>,
      }}
    />
  );
}
