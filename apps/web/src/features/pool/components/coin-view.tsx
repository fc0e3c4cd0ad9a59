import type { CoinPeriod } from '@cloudmall/contract/coins';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronLink } from '../../../components/ui/chevron-link';
import { RefreshList } from '../../../components/ui/refresh-list';
import { PAGES } from '../../../lib/paths';
import { type CoinPrices, poolQueries } from '../api/pool-queries';
import {
  formatCoinPrice,
  formatPriceTime,
  formatSignedPercent,
  formatSignedPrice,
  trendOf,
} from '../coin-format';
import { PeriodSwitch } from './period-switch';
import { PriceChart } from './price-chart';
import styles from './coin-view.module.css';

/** The coin page: the chosen coin (else the first) with its price over 3, 7 or 30 days. */
export function CoinView({ coinId }: { coinId?: number }) {
  const { t } = useTranslation('pool');
  const coins = useQuery(poolQueries.coins());
  if (coins.isPending) return <PageLoadingView />;
  if (coins.isError) return <QueryFailedView query={coins} />;
  const coin = coins.data.data.find((c) => c.id === coinId) ?? coins.data.data[0];
  if (!coin) return <EmptyState icon="coins" title={t('coin.none')} />;
  return <CoinPeriods coinId={coin.id} onRefresh={() => coins.refetch()} />;
}

function CoinPeriods({ coinId, onRefresh }: { coinId: number; onRefresh: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation('pool');
  const [days, setDays] = useState<CoinPeriod>(7);
  const prices = useQuery(poolQueries.prices(coinId, days));
  if (prices.isPending) return <PageLoadingView />;
  if (prices.isError && !prices.data) return <QueryFailedView query={prices} />;
  const locale = i18n.language;
  const data = prices.data;
  return (
    <RefreshList onRefresh={async () => void (await Promise.all([onRefresh(), prices.refetch()]))}>
      <div className={styles.page} data-testid="coin-view" aria-busy={prices.isPlaceholderData}>
        <CoinHeader data={data} locale={locale} />
        <PeriodSwitch value={days} onChange={setDays} />
        <section className={styles.card}>
          {data.points.length > 1 ? (
            <PriceChart
              points={data.points}
              days={data.days}
              scale={data.coin.scale}
              locale={locale}
              label={t('coin.chartLabel', { name: data.coin.name, count: data.days })}
            />
          ) : (
            <EmptyState icon="chart" title={t('coin.noPrices')} />
          )}
        </section>
        <Figures data={data} locale={locale} />
        <ChevronLink to={PAGES.poolMachine} className={styles.machines} icon="cpu" size={20}>
          {t('coin.toMachines')}
        </ChevronLink>
      </div>
    </RefreshList>
  );
}

function CoinHeader({ data, locale }: { data: CoinPrices; locale: string }) {
  const { t } = useTranslation('pool');
  const { coin } = data;
  const trend = trendOf(data.change);
  return (
    <section className={styles.card}>
      <div className={styles.coinName}>
        <strong>{coin.name}</strong>
        <span>{coin.symbol}</span>
      </div>
      <div className={styles.lastRow}>
        <span className={styles.last} data-testid="coin-last">
          {data.last ? formatCoinPrice(data.last, coin.scale, locale) : '—'}
        </span>
        <span className={styles.unit}>{coin.unit}</span>
      </div>
      {data.change !== null && data.change_percent !== null && (
        <div className={`${styles.change} ${styles[trend]}`} data-testid="coin-change">
          {formatSignedPrice(data.change, coin.scale, locale)} (
          {formatSignedPercent(data.change_percent, locale)}){' '}
          <span className={styles.periodNote}>{t('coin.overDays', { count: data.days })}</span>
        </div>
      )}
      {coin.last_at > 0 && (
        <div className={styles.updated}>
          {t('coin.updated', { time: formatPriceTime(coin.last_at, locale) })}
        </div>
      )}
    </section>
  );
}

function Figures({ data, locale }: { data: CoinPrices; locale: string }) {
  const { t } = useTranslation('pool');
  const price = (value: string | null) =>
    value === null ? '—' : formatCoinPrice(value, data.coin.scale, locale);
  const rows = [
    ['open', price(data.open)],
    ['high', price(data.high)],
    ['low', price(data.low)],
    ['last', price(data.last)],
  ] as const;
  return (
    <dl className={`${styles.card} ${styles.figures}`} data-testid="coin-figures">
      {rows.map(([key, value]) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`coin.${key}`)}</dt>
          <dd data-testid={`figure-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
