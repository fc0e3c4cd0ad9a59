import type { GoodsCard } from '@cloudmall/contract/catalog';
import type { MerchantLiveDetail, MerchantLiveRow } from '@cloudmall/contract/find';
import { unixSeconds } from '../../platform/clock.ts';
import type { LiveRoomRow } from './live-rooms.repository.ts';

/** A room as its merchant's list shows it: duration until now while live, until the end once ended. */
export function toMerchantLiveRow(row: LiveRoomRow, now: Date): MerchantLiveRow {
  const until = row.endedAt ?? now;
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    status: row.status === 'live' ? 'live' : 'ended',
    likes: row.likes,
    views: row.views,
    goods_count: row.goodsIds.length,
    started_at: unixSeconds(row.startedAt),
    ended_at: row.endedAt ? unixSeconds(row.endedAt) : null,
    duration: Math.max(0, Math.floor((until.getTime() - row.startedAt.getTime()) / 1000)),
  };
}

/** A room for its merchant only: the secret stream key and where to push (the public name with the key). */
export function toMerchantLiveDetail(
  row: LiveRoomRow,
  now: Date,
  extra: { pushBase: string; online: number; goods: GoodsCard[] },
): MerchantLiveDetail {
  return {
    ...toMerchantLiveRow(row, now),
    hls_url: row.hlsUrl,
    stream_key: row.streamKey ?? '',
    push_url:
      row.streamKey && row.streamName
        ? `${extra.pushBase}/${row.streamName}?key=${row.streamKey}`
        : '',
    online: extra.online,
    goods: extra.goods,
  };
}
