import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { appRoutes } from '@cloudmall/contract';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './db/database.ts';
import { isDatabaseReachable } from './db/database.ts';
import { createContentService, registerContentRoutes } from './modules/content/index.ts';
import type { AccountPorts, SessionListener } from './modules/identity/index.ts';
import { createIdentityModule, registerIdentityRoutes } from './modules/identity/index.ts';
import { createSettingsService } from './modules/settings/index.ts';
import { createChatModule, registerChatRoutes } from './modules/chat/index.ts';
import { createCatalogModule, registerCatalogRoutes } from './modules/catalog/index.ts';
import { createCartModule, registerCartRoutes } from './modules/cart/index.ts';
import { createFindModule, registerFindRoutes } from './modules/find/index.ts';
import {
  createCouponsModule,
  registerCouponRoutes,
  type CouponsModule,
} from './modules/coupons/index.ts';
import {
  createOrdersModule,
  registerOrderRoutes,
  type OrdersModule,
} from './modules/orders/index.ts';
import {
  createRefundsModule,
  registerRefundConsoleRoutes,
  registerRefundRoutes,
  registerShopRefundRoutes,
  type RefundsModule,
} from './modules/refunds/index.ts';
import {
  createGroupsModule,
  groupOrdersPort,
  registerGroupsRoutes,
  type GroupsModule,
} from './modules/groups/index.ts';
import {
  createWalletModule,
  registerDepositNotice,
  registerWalletConsoleRoutes,
  registerWalletRoutes,
  type WalletModule,
} from './modules/wallet/index.ts';
import type { Clock } from './platform/clock.ts';
import { systemClock } from './platform/clock.ts';
import type { AppConfig } from './platform/config/env.ts';
import { AppError } from './platform/http/app-error.ts';
import { createRouteBinder } from './platform/http/bind-route.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.ts';
import { BODY_LIMIT_BYTES, registerHttpPlatform } from './platform/http/http-platform.ts';
import { MemoryCounterStore, RedisCounterStore } from './platform/rate-limit/counter-store.ts';
import { resilientRateLimitStore } from './platform/rate-limit/rate-limit-store.ts';
import { isRedisReachable } from './platform/redis/redis-connection.ts';
import { MemoryClientRegistry, RedisClientRegistry } from './platform/realtime/client-registry.ts';
import { MemoryPubSub, RedisPubSub } from './platform/realtime/pubsub.ts';
import { createRealtime } from './platform/realtime/realtime.ts';
import { registerSocket } from './platform/realtime/socket-route.ts';
import { DevSmsOutbox, HttpSmsProvider, LogSmsProvider } from './platform/sms/sms-provider.ts';
import type { SmsProvider } from './platform/sms/sms-provider.ts';
import { registerUploads } from './platform/storage/uploads.ts';
import { isStaticFileRequest } from './platform/web/static-requests.ts';
import { registerWebApp } from './platform/web/web-app.ts';

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
  /** Run the scheduled jobs (held-income release) in this process. */
  runJobs?: boolean;
}

/** Builds the whole server: platform plugins first, then the modules, then the socket and the web app. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const redisNamespace = deps.redisNamespace ?? 'cm:';
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.token', 'req.headers.authorization'] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => randomUUID(),
  });

  registerHttpPlatform(app, { cdnUrl: config.cdnUrl });
  registerErrorHandler(app);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Shared through Redis; counted in process while Redis is away (browsing and buying go on).
    ...(deps.redis ? { store: resilientRateLimitStore(deps.redis, `${redisNamespace}rl:`) } : {}),
    errorResponseBuilder: () => new AppError('rate_limited', 429),
    allowList: (request) => isStaticFileRequest(request),
  });

  // Limits that guard secrets (login, SMS) refuse while Redis is away; send limits count locally.
  const counters = deps.redis
    ? new RedisCounterStore(deps.redis, `${redisNamespace}ctr:`)
    : new MemoryCounterStore(clock);
  const sendCounters = deps.redis
    ? new RedisCounterStore(deps.redis, `${redisNamespace}ctr:`, {
        kind: 'count-locally',
        fallback: new MemoryCounterStore(clock),
      })
    : counters;
  const devOutbox = config.isDevelopment ? new DevSmsOutbox() : null;
  const smsProvider =
    deps.smsProvider ??
    (config.sms.provider === 'http' && config.sms.httpUrl
      ? new HttpSmsProvider({
          url: config.sms.httpUrl,
          token: config.sms.httpToken,
          sender: config.sms.sender,
        })
      : new LogSmsProvider(app.log, devOutbox, () => clock.now()));

  const realtime = createRealtime({
    pubsub: deps.redis ? new RedisPubSub(deps.redis, `${redisNamespace}rt`) : new MemoryPubSub(),
    registry: deps.redis
      ? new RedisClientRegistry(deps.redis, `${redisNamespace}rt:`)
      : new MemoryClientRegistry(),
    log: app.log,
    clock,
  });
  await realtime.start();
  // A newer login tells the older sockets `user_login` on every instance.
  const sessionListeners: SessionListener[] = [
    {
      sessionReplaced: (userId, sessionId) => void realtime.kickOlderSessions(userId, sessionId),
      loggedOut: (userId, clientId) => void realtime.unbind(clientId, userId),
      sessionEnded: (_userId, sessionId, clientId) => void realtime.endSession(sessionId, clientId),
      sessionsRevoked: (userId, keptSessionId) =>
        void realtime.revokeSessions(userId, keptSessionId),
    },
  ];
  const settings = createSettingsService(database.db);
  // Identity shows balances the wallet owns; the wallet finds members identity owns (called later).
  const wallet = createWalletModule({
    db: database.db,
    clock,
    settings,
    members: {
      findMember: (ref) => identity.account.findMember(ref),
      findReceiver: (ref) => identity.account.findReceiver(ref),
    },
    notify: (userId, notice) => chat.notices.notify(userId, notice),
    log: app.log,
  });
  const walletPorts: AccountPorts = {
    figuresOf: (userId) => wallet.balances.figures(userId),
    statisticsOf: (userId) => orders.statisticsOf(userId),
  };
  const identity = createIdentityModule({
    db: database.db,
    clock,
    counters,
    settings,
    smsProvider,
    secret: config.appSecret,
    sessionTtlSeconds: config.sessionTtlSeconds,
    log: app.log,
    ports: deps.accountPorts ?? walletPorts,
    sessionListeners,
  });
  const chat = createChatModule({
    db: database.db,
    clock,
    realtime,
    members: identity.account,
    goods: { cards: (ids) => catalog.goods.cards(ids) },
    counters: sendCounters,
    settings,
  });
  const catalog = createCatalogModule({ db: database.db, clock, members: identity.account });
  const coupons = createCouponsModule({ db: database.db, clock });
  const cart = createCartModule({ db: database.db, clock });
  const orders = createOrdersModule({
    db: database.db,
    clock,
    settings,
    coupons: coupons.checkout,
    notify: (userId, notice) => chat.notices.notify(userId, notice),
    balanceOf: async (userId) => (await wallet.balances.figures(userId)).balanceMinor,
    shopOfUser: (userId) => catalog.goods.shopOfUser(userId),
    log: app.log,
  });
  const groups = createGroupsModule({
    db: database.db,
    clock,
    catalog: catalog.goods,
    orders: () => groupOrdersPort(orders),
    notify: (userId, notice) => chat.notices.notify(userId, notice),
    log: app.log,
  });
  orders.events.onPaid.push((trx, order) => groups.onPaid(trx, order));
  const refunds = createRefundsModule({
    db: database.db,
    clock,
    settings,
    afterSale: orders.afterSale,
    shopOfUser: (userId) => catalog.goods.shopOfUser(userId),
    lookups: {
      shopBrief: (shopId) => catalog.goods.shopBrief(shopId),
      cardsOf: (ids) => identity.account.cardsOf(ids),
      returnAddressOf: async (ownerId) =>
        (await cart.addresses.list(ownerId, { page: 1, list_rows: 1 })).data[0],
    },
    notify: (userId, notice) => chat.notices.notify(userId, notice),
    log: app.log,
  });
  const find = createFindModule({
    db: database.db,
    counters: sendCounters,
    ports: {
      findMember: (ref) => identity.account.findMember(ref),
      memberBio: async (userId) => (await identity.account.profileOf(userId)).bio,
      cards: (ids) => catalog.goods.cards(ids),
      shopOfUser: (userId) => catalog.goods.shopOfUser(userId),
      shopBrief: (shopId) => catalog.goods.shopBrief(shopId),
      isFollowingShop: (userId, shopId) => catalog.goods.isFollowingShop(userId, shopId),
      pushToUser: (userId, message) => realtime.pushToUser(userId, message),
    },
  });
  const content = createContentService({
    db: database.db,
    settings,
    catalog: {
      goods: async (sort, limit) =>
        (await catalog.goods.list({ page: 1, list_rows: limit, sort, order: 'desc' }, null)).data,
      categories: () => catalog.goods.categories(),
      hotKeywords: async () => (await catalog.goods.searchSuggest(null)).hot,
    },
  });
  const bind = createRouteBinder((token) => identity.sessions.resolve(token));

  registerIdentityRoutes(app, bind, identity);
  registerContentRoutes(app, bind, content);
  registerChatRoutes(app, bind, chat);
  registerCatalogRoutes(app, bind, catalog);
  registerCouponRoutes(app, bind, coupons);
  registerCartRoutes(app, bind, cart);
  registerFindRoutes(app, bind, find);
  registerOrderRoutes(app, bind, orders);
  registerRefundRoutes(app, bind, refunds);
  registerShopRefundRoutes(app, bind, refunds);
  registerRefundConsoleRoutes(app, bind, refunds);
  registerGroupsRoutes(app, bind, groups);
  registerWalletRoutes(app, bind, wallet);
  registerWalletConsoleRoutes(app, bind, wallet);
  await registerDepositNotice(app, {
    topup: wallet.topup,
    settings,
    clock,
    secret: config.depositNoticeSecret,
  });
  bind(app, appRoutes.health, async () => {
    const db = (await isDatabaseReachable(database.db)) ? ('ok' as const) : ('down' as const);
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
  if (devOutbox)
    bind(app, appRoutes.devSmsOutbox, async ({ input }) => devOutbox.list(input.mobile));

  await registerUploads(app, {
    dataDir: config.dataDir,
    cdnUrl: config.cdnUrl,
    resolveSession: (token) => identity.sessions.resolve(token),
  });
  await registerSocket(app, realtime, config.allowedOrigins, config.socketAnonymousPerAddress);
  const hasWebApp =
    deps.serveWebApp === false ? false : await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, { spaFallback: hasWebApp });
  const jobs = deps.runJobs ? startJobs(app, wallet, coupons, groups, orders, refunds) : [];
  app.addHook('onClose', async () => {
    for (const job of jobs) clearInterval(job);
    await catalog.close();
    await realtime.close();
  });

  return {
    app,
    context: {
      settings,
      identity,
      content,
      catalog,
      coupons,
      cart,
      orders,
      refunds,
      groups,
      find,
      wallet,
      chat,
      realtime,
      hub: realtime.hub,
      devOutbox,
      counters,
      sessionListeners,
      clock,
    },
  };
}

const MINUTE_MS = 60_000;

/** Scheduled work; every job is safe to run on several instances at once (SKIP LOCKED claims). */
function startJobs(
  app: { log: { error: (obj: unknown, msg: string) => void } },
  wallet: WalletModule,
  coupons: CouponsModule,
  groups: GroupsModule,
  orders: OrdersModule,
  refunds: RefundsModule,
) {
  const releaseIncome = setInterval(() => {
    wallet.income
      .releaseDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'job: release held income failed'));
  }, MINUTE_MS);
  releaseIncome.unref();
  const expireCoupons = setInterval(() => {
    coupons.jobs
      .runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'job: coupon expiry failed'));
  }, 30_000);
  expireCoupons.unref();
  const expireGroups = setInterval(() => {
    groups
      .runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'job: group expiry failed'));
  }, 30_000);
  expireGroups.unref();
  const orderJobs = setInterval(() => {
    orders.jobs
      .runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'job: order automations failed'));
  }, 30_000);
  orderJobs.unref();
  const refundJobs = setInterval(() => {
    refunds.jobs
      .runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'job: refund automations failed'));
  }, 30_000);
  refundJobs.unref();
  return [releaseIncome, expireCoupons, expireGroups, orderJobs, refundJobs];
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
