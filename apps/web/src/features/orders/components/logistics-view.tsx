import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { RefreshList } from '../../../components/ui/refresh-list';
import { orderQueries } from '../api/order-queries';
import { trackingText, trackingTime } from '../logistics-text';
import styles from './logistics-view.module.css';

/** The courier and tracking number, then the tracking timeline, newest first. */
export function LogisticsView({ id }: { id: number }) {
  const { t } = useTranslation('orders');
  const query = useQuery(orderQueries.logistics(id));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const data = query.data;
  return (
    <RefreshList onRefresh={async () => void (await query.refetch())}>
      <div className={styles.top} />
      <Card>
        <div className={styles.courier}>
          <span className={styles.icon}>
            <Icon name="truck" size={22} />
          </span>
          <span className={styles.text}>
            <strong>{data.express_name || t('logistics.noCourier')}</strong>
            <small>
              {data.express_no
                ? t('logistics.number', { number: data.express_no })
                : t('details.orderNoValue', { orderNo: data.order_no })}
            </small>
          </span>
        </div>
      </Card>
      <Card title={t('logistics.timeline')}>
        {data.express.length === 0 ? (
          <p className={styles.empty}>{t('logistics.empty')}</p>
        ) : (
          <ol className={styles.timeline} data-testid="logistics-timeline">
            {data.express.map((entry, index) => (
              <li
                key={`${entry.time}-${index}`}
                className={index === 0 ? styles.latest : styles.entry}
              >
                <p className={styles.context}>{trackingText(entry, data, t)}</p>
                <time className={styles.time}>{trackingTime(entry.time)}</time>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </RefreshList>
  );
}
