import { queueRoutes } from '@cloudmall/contract/rewards';
import { api } from '../../../lib/api';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';

/** Rows per page. */
export const PAGE_SIZE = 15;

const key = memberKeyOf('queue');

/** Every queue key starts with `queue`: a `queue_changed` push reloads it (live-refresh). */
export const queueKeys = {
  all: ['queue'] as const,
  mine: (state: 'waiting' | 'history') => key('mine', state),
  goods: () => key('goods'),
};

/** Queries are silent: the page shows its own loading, error and empty states. */
export const queueQueries = {
  mine: (state: 'waiting' | 'history') =>
    pagedQuery(queueKeys.mine(state), queueRoutes.mine, { state }, PAGE_SIZE),
  goods: () => pagedQuery(queueKeys.goods(), queueRoutes.goods, {}, PAGE_SIZE),
};

/** Joins a sold-out goods' queue (the request layer shows a refusal). */
export const joinQueue = (goodsId: number) => api.call(queueRoutes.join, { goods_id: goodsId });
/** Leaves an own waiting entry. */
export const leaveQueue = (id: number) => api.call(queueRoutes.leave, { id });
