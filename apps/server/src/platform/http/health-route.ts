import { appRoutes } from '@cloudmall/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/database.ts';
import { isDatabaseReachable } from '../../db/database.ts';
import { isRedisReachable } from '../redis/redis-connection.ts';
import { AppError } from './app-error.ts';
import type { BindRoute } from './bind-route.ts';

/** `health`: ok while the database (and Redis, when used) answer; 503 naming what is down. */
export function registerHealthRoute(
  app: FastifyInstance,
  bind: BindRoute,
  deps: { db: Db; redis?: Redis },
): void {
  bind(app, appRoutes.health, async () => {
    const db = (await isDatabaseReachable(deps.db)) ? ('ok' as const) : ('down' as const);
    const redis = deps.redis
      ? (await isRedisReachable(deps.redis))
        ? ('ok' as const)
        : ('down' as const)
      : undefined;
    if (db === 'down' || redis === 'down')
      throw new AppError('dependency_unavailable', 503, { database: db, ...(redis && { redis }) });
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      ...(redis && { redis: 'ok' as const }),
    };
  });
}
