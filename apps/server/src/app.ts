import { randomUUID } from 'node:crypto';
import { appRoutes } from '@cloudmall/contract';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './db/database.ts';
import { createAppModules, moduleList } from './app-modules.ts';
import type { AccountPorts, SessionListener } from './modules/identity/index.ts';
import {
  createAppRealtime,
  createCounterStores,
  createSms,
  registerRateLimit,
} from './platform/app-platform.ts';
import type { Clock } from './platform/clock.ts';
import { systemClock } from './platform/clock.ts';
import type { AppConfig } from './platform/config/env.ts';
import { createRouteBinder } from './platform/http/bind-route.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.ts';
import { registerHealthRoute } from './platform/http/health-route.ts';
import { BODY_LIMIT_BYTES, registerHttpPlatform } from './platform/http/http-platform.ts';
import { loggerOptions, SampledRequestLog } from './platform/http/request-log.ts';
import { registerOpenApi } from './platform/openapi/openapi-routes.ts';
import { createScheduler } from './platform/jobs/scheduler.ts';
import { signingKeysOf } from './platform/module.ts';
import { memoryBroadcast, redisBroadcast } from './platform/redis/broadcast.ts';
import { registerSocket } from './platform/realtime/socket-route.ts';
import type { SmsProvider } from './platform/sms/sms-provider.ts';
import { registerSignedFiles } from './platform/storage/signed-files.ts';
import { registerUploads } from './platform/storage/uploads.ts';
import { registerUploadConfigRoute } from './platform/storage/upload-config-route.ts';
import { registerConsoleApp, registerWebApp } from './platform/web/web-app.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  redis?: Redis;
  clock?: Clock;
  smsProvider?: SmsProvider;
  accountPorts?: AccountPorts;
  /** Serve apps/web/dist (off in integration tests). */
  serveWebApp?: boolean;
  /** Prefix of every Redis key this app writes (tests isolate runs with it). */
  redisNamespace?: string;
  /** Run the modules' scheduled jobs (held-income release, expiries, automations) in this process. */
  runJobs?: boolean;
}

/** Builds the whole server: platform plugins first, then the modules, then the socket and the web app. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const { db } = database;
  const clock = deps.clock ?? systemClock;
  const shared = { redis: deps.redis, namespace: deps.redisNamespace ?? 'cm:', clock };
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new SampledRequestLog(config.requestLog),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => randomUUID(),
  });
  const log = app.log;

  registerHttpPlatform(app, { cdnUrl: config.cdnUrl });
  registerErrorHandler(app);
  await registerRateLimit(app, shared, config.rateLimitPerMinute);
  const { counters, sendCounters } = createCounterStores(shared);
  const { smsProvider, smsLog, devOutbox } = createSms(config, log, clock, deps.smsProvider);
  const realtime = createAppRealtime(shared, log);
  await realtime.start();
  // A newer login tells the sockets of the sessions it replaced `user_login` on every instance
  // (an app login replaces app sessions only, a console login console sessions only).
  const sessionListeners: SessionListener[] = [
    {
      sessionReplaced: (_userId, _sessionId, replaced) => {
        for (const sessionId of replaced) void realtime.endSession(sessionId);
      },
      // The stock client names its socket at login (`client_id`): it hears the member from then on.
      loggedIn: (userId, session, clientId) => void realtime.bind(clientId, userId, session),
      loggedOut: (userId, clientId) => void realtime.unbind(clientId, userId),
      sessionEnded: (_userId, sessionId, clientId) => void realtime.endSession(sessionId, clientId),
      sessionsRevoked: (userId, keptSessionId) =>
        void realtime.revokeSessions(userId, keptSessionId),
    },
  ];

  const sessionRevocations = deps.redis
    ? redisBroadcast(deps.redis, `${shared.namespace}sessions`)
    : memoryBroadcast();
  const modules = createAppModules({
    db,
    clock,
    log,
    realtime,
    counters,
    sendCounters,
    smsProvider,
    smsLog,
    sessionListeners,
    sessionRevocations,
    appSecret: config.appSecret,
    sessionTtlSeconds: config.sessionTtlSeconds,
    depositNoticeSecret: config.depositNoticeSecret,
    accountPorts: deps.accountPorts,
  });
  const { identity } = modules;

  const list = moduleList(modules);
  const { bind, bindProtocolAliases } = createRouteBinder(
    (token, options) => identity.sessions.resolve(token, options),
    {
      machines: { keys: signingKeysOf(list), clock },
      checkDeclaredErrors: config.env === 'test',
    },
  );
  for (const module of list) await module.routes(app, bind);
  registerHealthRoute(app, bind, { db, redis: deps.redis });
  registerOpenApi(app);
  if (devOutbox)
    bind(app, appRoutes.devSmsOutbox, async ({ input }) => devOutbox.list(input.mobile));
  bindProtocolAliases();
  await registerUploads(app, {
    dataDir: config.dataDir,
    cdnUrl: config.cdnUrl,
    resolveSession: (token) => identity.sessions.resolve(token),
  });
  registerUploadConfigRoute(app, bind, config.cdnUrl);
  registerSignedFiles(app, { dataDir: config.dataDir, secret: config.appSecret, clock });
  await registerSocket(app, realtime, config.allowedOrigins, config.socketAnonymousPerAddress);
  const serve = deps.serveWebApp !== false;
  const hasWebApp = serve ? await registerWebApp(app, config.webDistDir) : false;
  const consoleIndex = serve ? await registerConsoleApp(app, config.consoleDistDir) : undefined;
  registerNotFoundHandler(app, { spaFallback: hasWebApp, consoleIndex });

  const scheduler = createScheduler({ db, log });
  if (deps.runJobs) scheduler.start(list.flatMap((module) => module.schedule ?? []));
  app.addHook('onClose', async () => {
    await scheduler.stop();
    for (const module of list) await module.close?.();
    await realtime.close();
    await sessionRevocations.close();
  });

  return {
    app,
    context: {
      ...modules,
      realtime,
      hub: realtime.hub,
      devOutbox,
      counters,
      sessionListeners,
      clock,
      scheduler,
    },
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
