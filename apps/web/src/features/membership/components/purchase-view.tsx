import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { PageShell } from '../../../components/layout/page-shell';
import { PictureOrBox } from '../../../components/goods/picture-or-box';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatPrice } from '../../../lib/money';
import { PAGES, paths } from '../../../lib/paths';
import { membershipQueries, type GoodsRow } from '../api/membership-queries';
import { discounted, percentOf } from '../pricing';
import styles from './membership.module.css';

function GoodsLine({ goods, bps }: { goods: GoodsRow; bps: number }) {
  const { t } = useTranslation('membership');
  return (
    <li>
      <Link className={styles.goodsRow} to={paths.goods(goods.id)}>
        <span className={styles.goodsImage}>
          <PictureOrBox src={goods.image} boxSize={32} className={styles.goodsPicture} />
        </span>
        <span className={styles.goodsText}>
          <span className={styles.goodsTitle}>{goods.title}</span>
          <span className={styles.price}>
            {t('purchase.yourPrice', { price: formatPrice(discounted(goods.price, bps)) })}
          </span>
          <span className={styles.was}>{formatPrice(goods.price)}</span>
        </span>
      </Link>
    </li>
  );
}

function GoodsList({ bps }: { bps: number }) {
  const { t } = useTranslation('membership');
  const query = useInfiniteQuery(membershipQueries.goods());
  return (
    <PagedList
      query={query}
      empty={{ icon: 'box', title: t('purchase.empty') }}
      renderItem={(goods) => <GoodsLine key={goods.id} goods={goods} bps={bps} />}
    />
  );
}

/** /pages/user/distributor/purchase: goods at the distributor price; others see why not and apply. */
export function PurchaseView() {
  const { t } = useTranslation('membership');
  const status = useQuery(membershipQueries.distributor());
  if (!status.data) return <QueryWaitPage query={status} />;
  const { state, discount_bps: bps } = status.data;
  return (
    <PageShell>
      {state === 'approved' ? (
        <div className={styles.page}>
          <Card>
            <p className={styles.muted}>{t('purchase.intro', { percent: percentOf(bps) })}</p>
          </Card>
          <GoodsList bps={bps} />
        </div>
      ) : (
        <EmptyState
          icon="lock"
          title={t('purchase.lockedTitle')}
          description={t(state === 'pending' ? 'purchase.pending' : 'purchase.locked')}
        >
          <Link className={styles.link} to={PAGES.distributor}>
            {t(state === 'pending' ? 'purchase.seeApplication' : 'distributor.apply')}
          </Link>
        </EmptyState>
      )}
    </PageShell>
  );
}
