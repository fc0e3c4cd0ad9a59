import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.ts';
import type { AccountPorts, SessionListener } from './modules/identity/index.ts';
import type { Clock } from './platform/clock.ts';
import type { CounterStore } from './platform/rate-limit/counter-store.ts';
import type { Broadcast } from './platform/redis/broadcast.ts';
import type { Realtime } from './platform/realtime/realtime.ts';
import type { SmsProvider } from './platform/sms/sms-provider.ts';

/** What the modules get from the platform and the configuration. */
export interface ModuleDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: Realtime;
  counters: CounterStore;
  sendCounters: CounterStore;
  /** The server's configured SMS provider (env), used unless an admin's setting names another. */
  smsProvider: SmsProvider;
  /** The built-in log provider, when the admin's setting chooses it. */
  smsLog?: SmsProvider;
  sessionListeners: SessionListener[];
  /** Session revocations every instance hears (Redis pub/sub when set). */
  sessionRevocations?: Broadcast;
  appSecret: string;
  sessionTtlSeconds: number;
  depositNoticeSecret: string;
  accountPorts?: AccountPorts;
}
