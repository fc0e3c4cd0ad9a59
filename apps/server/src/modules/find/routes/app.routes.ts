import { findRoutes } from '@cloudmall/contract/find';
import { catalogClientRoutes } from '@cloudmall/contract/catalog';
import type { FindInit } from '@cloudmall/contract/catalog';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { FindService } from '../find.service.ts';
import type { LiveService } from '../live.service.ts';

/** Discovery feed and live-room routes: one line per route. */
export const registerFindRoutes: RouteFile<{
  posts: FindService;
  live: LiveService;
  init: (userId: number | null) => Promise<FindInit>;
}> = (app, bind, { posts, live, init }) => {
  bind(app, catalogClientRoutes.findInit, ({ auth }) => init(auth?.userId ?? null));
  bind(app, findRoutes.list, ({ input, auth }) => posts.list(input, auth?.userId ?? null));
  bind(app, findRoutes.details, ({ input, auth }) => posts.details(input.id, auth?.userId ?? null));
  bind(app, findRoutes.publish, ({ input, auth }) => posts.publish(auth.userId, input));
  bind(app, findRoutes.remove, ({ input, auth }) => posts.remove(auth.userId, input.id));
  bind(app, findRoutes.like, ({ input, auth }) => posts.toggleLike(auth.userId, input.id));
  bind(app, findRoutes.follow, ({ input, auth }) => posts.toggleFollow(auth.userId, input.id));
  bind(app, findRoutes.people, ({ input, auth }) => posts.people(input, auth?.userId ?? null));
  bind(app, findRoutes.user, ({ input, auth }) => posts.user(input.id, auth?.userId ?? null));
  bind(app, findRoutes.comments, ({ input, auth }) =>
    posts.comments(input.id, auth?.userId ?? null),
  );
  bind(app, findRoutes.comment, ({ input, auth }) => posts.comment(auth.userId, input));
  bind(app, findRoutes.livePlay, ({ input, auth }) => live.play(input.id, auth.userId));
  bind(app, findRoutes.liveLeave, ({ input, auth }) => live.leave(input.id, auth.userId));
  bind(app, findRoutes.liveLike, ({ input, auth }) => live.like(input.id, auth.userId));
  bind(app, findRoutes.liveSend, ({ input, auth }) =>
    live.send(input.id, auth.userId, input.message),
  );
  bind(app, findRoutes.livePublish, ({ input }) => live.publishCheck(input));
  bind(app, findRoutes.liveEnd, ({ input, auth }) => live.summary(input.id, auth?.userId ?? null));
};
