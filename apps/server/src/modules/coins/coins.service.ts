import type { Language } from '@cloudmall/contract';
import { type CoinPeriod, type CoinPrices, MAX_CHART_POINTS } from '@cloudmall/contract/coins';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, validationFailed } from '../../platform/http/app-error.ts';
import type { SettingsService } from '../settings/index.ts';
import {
  downsample,
  fromMinor,
  type MinorPoint,
  percentText,
  periodFigures,
  toMinor,
} from './coin-rules.ts';
import { coinOut } from './coins.mapper.ts';
import { coinsRepository } from './coins.repository.ts';

const DAY_SECONDS = 86_400;

/** Coins and their prices: members read them, admins (or a feed) add points. */
export function createCoinsService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;
  const findCoin = async (id: number) => {
    const coin = await coinsRepository.find(db, id);
    if (!coin) throw notFound();
    return coin;
  };
  return {
    /** Every coin with its latest price up to now, and the category of mining machines. */
    async list(language: Language) {
      const now = clock.now();
      const rows = await coinsRepository.all(db);
      const latest = await Promise.all(rows.map((r) => coinsRepository.latest(db, r.id, now)));
      const { categoryId } = await settings.get('coins.machines');
      return {
        data: rows.map((row, i) => coinOut(row, latest[i], language)),
        machine_category_id: categoryId,
      };
    },

    /**
     * A period of `days` ends at the coin's latest price up to now (a paused feed still shows its
     * last days); figures use every point in it, the chart at most MAX_CHART_POINTS of them.
     */
    async prices(coinId: number, days: CoinPeriod, language: Language): Promise<CoinPrices> {
      const coin = await findCoin(coinId);
      const latest = await coinsRepository.latest(db, coin.id, clock.now());
      const to = latest?.at ?? Math.floor(clock.now().getTime() / 1000);
      const from = to - days * DAY_SECONDS;
      const points = latest
        ? await coinsRepository.between(db, coin.id, new Date(from * 1000), new Date(to * 1000))
        : [];
      const figures = periodFigures(points);
      const text = (minor: bigint | undefined) =>
        minor === undefined ? null : fromMinor(minor, coin.scale);
      return {
        coin: coinOut(coin, latest, language),
        days,
        from,
        to,
        points: downsample(points, MAX_CHART_POINTS).map((p) => ({
          at: p.at,
          price: fromMinor(p.minor, coin.scale),
        })),
        open: text(figures?.open),
        last: text(figures?.last),
        high: text(figures?.high),
        low: text(figures?.low),
        change: text(figures?.change),
        change_percent: figures ? percentText(figures.changeBasisPoints) : null,
      };
    },

    /**
     * Adds price points of a coin in one transaction: a point for a stored (coin, at) is kept as
     * it was (replays add nothing); a price with more decimals than the coin's scale is refused.
     */
    async addPrices(
      actorUserId: number,
      coinId: number,
      input: { at: number; price: string }[],
    ): Promise<{ received: number; added: number }> {
      const coin = await findCoin(coinId);
      const points: MinorPoint[] = [];
      for (const [i, p] of input.entries()) {
        const minor = toMinor(p.price, coin.scale);
        if (minor === null || minor <= 0n)
          throw validationFailed([{ field: `points.${i}.price`, key: 'invalid_amount' }]);
        points.push({ at: p.at, minor });
      }
      const unique = [...new Map(points.map((p) => [p.at, p])).values()];
      const added = await inTransaction(db, async (trx) => {
        const stored = await coinsRepository.addPoints(trx, coin.id, unique);
        await recordAudit(trx, {
          actorUserId,
          action: 'coins.prices.add',
          target: `coin:${coin.id}`,
          detail: {
            received: input.length,
            added: stored,
            from: Math.min(...unique.map((p) => p.at)),
            to: Math.max(...unique.map((p) => p.at)),
          },
        });
        return stored;
      });
      return { received: input.length, added };
    },
  };
}

export type CoinsService = ReturnType<typeof createCoinsService>;
