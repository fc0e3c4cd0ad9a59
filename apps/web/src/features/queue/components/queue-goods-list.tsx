import type { QueueableGoods } from '@cloudmall/contract/rewards';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { PictureOrBox } from '../../../components/goods/picture-or-box';
import { toast } from '../../../components/ui/toast';
import { useBusy } from '../../../lib/forms/use-busy';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { joinQueue, queueKeys, queueQueries } from '../api/queue-queries';
import styles from './queue.module.css';

/** A sold-out goods: how many wait, and joining its queue (or that the member already waits). */
function GoodsRow({ item }: { item: QueueableGoods }) {
  const { t } = useTranslation('queue');
  const queryClient = useQueryClient();
  const { busy, run } = useBusy();
  const join = async () => {
    const entry = await run(() => joinQueue(item.goods.id));
    if (entry) toast.success(t('joinedToast', { position: entry.position ?? 1 }));
    void queryClient.invalidateQueries({ queryKey: queueKeys.all });
  };
  return (
    <li className={styles.row}>
      <Link className={styles.goods} to={paths.goods(item.goods.id)}>
        <PictureOrBox src={item.goods.image} boxSize={22} className={styles.picture} />
        <span className={styles.text}>
          <span className={styles.title}>{item.goods.title}</span>
          <span className={styles.meta}>
            {formatPrice(item.goods.price)} · {t('goods.waiting', { count: item.waiting })}
          </span>
        </span>
      </Link>
      {item.joined ? (
        <span className={styles.allocated}>{t('goods.joined')}</span>
      ) : (
        <button type="button" className={styles.join} disabled={busy} onClick={() => void join()}>
          {t('join')}
        </button>
      )}
    </li>
  );
}

/** Sold-out goods members may queue for, paged. */
export function QueueGoodsList() {
  const { t } = useTranslation('queue');
  const query = useInfiniteQuery(queueQueries.goods());
  return (
    <PagedList
      query={query}
      renderItem={(item) => <GoodsRow key={item.goods.id} item={item} />}
      empty={{ icon: 'box', title: t('empty.join.title'), description: t('empty.join.text') }}
    />
  );
}
