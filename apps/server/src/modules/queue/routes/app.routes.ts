import { queueConsoleRoutes, queueRoutes } from '@cloudmall/contract/rewards';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { QueueAdminService } from '../queue-admin.service.ts';
import type { QueueService } from '../queue.service.ts';

/** What the routes call: the members' side and the admin's side of the queue. */
interface QueueUseCases {
  members: QueueService;
  admin: QueueAdminService;
}

/** The public queue for members and the console's allocations: one line per route. */
export const registerQueueRoutes: RouteFile<QueueUseCases> = (app, bind, m) => {
  bind(app, queueRoutes.goods, ({ auth, input, language }) =>
    m.members.goods(auth.userId, input, language),
  );
  bind(app, queueRoutes.join, ({ auth, input }) => m.members.join(auth.userId, input.goods_id));
  bind(app, queueRoutes.leave, ({ auth, input }) => m.members.leave(auth.userId, input.id));
  bind(app, queueRoutes.mine, ({ auth, input }) => m.members.mine(auth.userId, input));
  bind(app, queueConsoleRoutes.goods, ({ input }) => m.admin.goods(input));
  bind(app, queueConsoleRoutes.allocate, ({ auth, input }) =>
    m.admin.allocate(auth.userId, {
      goodsId: input.goods_id,
      units: input.units,
      reason: input.reason,
      idempotencyKey: input.idempotency_key,
    }),
  );
  bind(app, queueConsoleRoutes.allocations, ({ input }) => m.admin.allocations(input));
};
