import type { Db } from '../../db/database.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import { createFindService } from './find.service.ts';
import { createLiveService } from './live.service.ts';
import type { FindPorts } from './ports.ts';

/** The discovery feed (posts, likes, comments, member follows) and live rooms. */
export function createFindModule(deps: { db: Db; ports: FindPorts; counters: CounterStore }) {
  return { posts: createFindService(deps), live: createLiveService(deps) };
}

export type FindModule = ReturnType<typeof createFindModule>;
export type { FindPorts } from './ports.ts';
export { registerFindRoutes } from './routes/app.routes.ts';
