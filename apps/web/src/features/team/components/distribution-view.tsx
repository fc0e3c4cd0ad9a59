import type { Commission } from '@cloudmall/contract/team';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/paged-list';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { formatPrice } from '../../../lib/money';
import { PAGES } from '../../../lib/paths';
import { formatDate } from '../../../lib/time';
import { teamQueries } from '../api/team-queries';
import { percentOf } from '../links';
import { LinkTiles } from './link-tiles';
import styles from './team.module.css';

/** Held, released and reversed commission, and the rates that apply. */
function Totals() {
  const { t } = useTranslation('team');
  const query = useQuery(teamQueries.distribution());
  const value = (amount: string | undefined) =>
    query.isPending ? '…' : query.isError ? '--' : formatPrice(amount);
  return (
    <section
      className={styles.hero}
      aria-label={t('distribution.title')}
      aria-busy={query.isPending}
    >
      <p className={styles.heroLabel}>{t('distribution.total')}</p>
      <strong className={styles.heroFigure} data-testid="distribution-total">
        {value(query.data?.total)}
      </strong>
      <dl className={styles.grid}>
        <div>
          <dt>{t('distribution.held')}</dt>
          <dd data-testid="distribution-held">{value(query.data?.held)}</dd>
        </div>
        <div>
          <dt>{t('distribution.released')}</dt>
          <dd>{value(query.data?.released)}</dd>
        </div>
        <div>
          <dt>{t('distribution.reversed')}</dt>
          <dd>{value(query.data?.reversed)}</dd>
        </div>
      </dl>
      {query.data && (
        <p className={styles.heroLabel}>
          {t('distribution.rates', {
            level1: percentOf(query.data.level1_rate_bps),
            level2: percentOf(query.data.level2_rate_bps),
          })}
        </p>
      )}
    </section>
  );
}

/** One commission: the buyer, the order, the level and rate, the amount (and what a refund took back). */
function CommissionRow({ item }: { item: Commission }) {
  const { t } = useTranslation('team');
  const status =
    item.state === 'reversed'
      ? t('distribution.stateReversed')
      : item.released
        ? t('distribution.stateReleased')
        : t('distribution.stateHeld', { date: formatDate(item.available_at) });
  return (
    <li className={styles.row} data-testid="commission-row">
      <Avatar
        src={item.buyer.avatar}
        name={item.buyer.nickname}
        alt={item.buyer.nickname}
        size={36}
      />
      <div className={styles.main}>
        <span className={styles.name}>
          {t('distribution.line', {
            name: item.buyer.nickname,
            level: item.level,
            rate: percentOf(item.rate_bps),
          })}
        </span>
        <span className={styles.meta}>
          {t('distribution.order', { id: item.order_id, base: formatPrice(item.base) })} · {status}
        </span>
      </div>
      <div className={styles.side}>
        <span className={`${styles.amount} ${item.state === 'reversed' ? styles.reversed : ''}`}>
          +{formatPrice(item.amount)}
        </span>
        {item.reversed !== '0.00' && (
          <span className={styles.meta}>
            {t('distribution.reversedBy', { amount: formatPrice(item.reversed) })}
          </span>
        )}
      </div>
    </li>
  );
}

/** /pages/user/distribution/distribution: the promotion centre (totals, links, commissions). */
export function DistributionView() {
  const { t } = useTranslation('team');
  const query = useInfiniteQuery(teamQueries.commissions());
  return (
    <>
      <Totals />
      <LinkTiles
        links={[
          { to: PAGES.team, label: t('links.team') },
          { to: PAGES.share, label: t('links.share') },
        ]}
      />
      <Card title={t('distribution.listTitle')}>
        <p className={styles.note}>{t('distribution.rule')}</p>
      </Card>
      <PagedList
        query={query}
        renderItem={(item) => <CommissionRow key={item.id} item={item} />}
        empty={{
          icon: 'coins',
          title: t('distribution.emptyTitle'),
          description: t('distribution.emptyText'),
        }}
      />
    </>
  );
}
