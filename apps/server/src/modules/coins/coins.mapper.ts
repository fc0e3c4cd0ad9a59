import { type Language, localized } from '@cloudmall/contract';
import type { Coin } from '@cloudmall/contract/coins';
import { fromMinor, type MinorPoint } from './coin-rules.ts';
import type { CoinRow } from './coins.repository.ts';

/** A coin row and its latest price as members see it, named in their language. */
export function coinOut(row: CoinRow, latest: MinorPoint | undefined, language: Language): Coin {
  return {
    id: row.id,
    symbol: row.symbol,
    name: localized(row.name, row.translations, language, 'name'),
    unit: row.unit,
    scale: row.scale,
    last: latest ? fromMinor(latest.minor, row.scale) : null,
    last_at: latest?.at ?? 0,
  };
}
