import { moduleSettings } from './module-settings.ts';
import type { ModuleDeps } from './module-deps.ts';
import {
  campaignDevicesPort,
  contentCatalogPort,
  findPorts,
  memberDiscountOf,
  serviceDeskLookups,
  detailQuotes,
} from './module-ports.ts';
import { createAuditModule } from './modules/audit/index.ts';
import { createCampaignsModule } from './modules/campaigns/index.ts';
import { addressOf, createCartModule } from './modules/cart/index.ts';
import { createCatalogModule, sanitizeRichText, shopOpening } from './modules/catalog/index.ts';
import { createChatModule, notifyPortOf } from './modules/chat/index.ts';
import { createCoinsModule } from './modules/coins/index.ts';
import { createQueueModule } from './modules/queue/index.ts';
import { createRewardsModule } from './modules/rewards/index.ts';
import { createContentModule } from './modules/content/index.ts';
import { createCouponsModule } from './modules/coupons/index.ts';
import { createDevicesModule } from './modules/devices/index.ts';
import { createDistributorsModule } from './modules/distributors/index.ts';
import { createFindModule } from './modules/find/index.ts';
import { createGroupsModule, groupOrdersPort } from './modules/groups/index.ts';
import {
  createIdentityModule,
  grantMemberRole,
  memberBriefs,
  memberLevelOf,
  membersJoinedPerDay,
  roleHolders,
} from './modules/identity/index.ts';
import { createMerchantModule } from './modules/merchant/index.ts';
import { createOrdersModule, paidOrdersPerDay } from './modules/orders/index.ts';
import { createReportsModule } from './modules/reports/index.ts';
import { createRefundsModule } from './modules/refunds/index.ts';
import { createServiceDeskModule } from './modules/service-desk/index.ts';
import { createSettingsModule } from './modules/settings/index.ts';
import { createShopApplyModule } from './modules/shop-apply/index.ts';
import { createSigninModule } from './modules/signin/index.ts';
import { createTeamModule } from './modules/team/index.ts';
import { createVipModule } from './modules/vip/index.ts';
import { createWalletModule } from './modules/wallet/index.ts';
import type { ServerModule } from './platform/module.ts';
import { createChangePort } from './platform/realtime/change-port.ts';
import { createFileSigner } from './platform/storage/signed-files.ts';

/** Builds every module (`create<Name>Module(deps)`) and wires the ports between them. */
export function createAppModules(deps: ModuleDeps) {
  const { db, clock, log, realtime, counters, sendCounters, smsProvider, sessionListeners } = deps;
  // Modules in dependency order. Identity and the wallet use each other, and chat is built after the
  // modules that notify: such references are read on call (arrow functions), never at build time.
  const settings = createSettingsModule({ db, declared: moduleSettings });
  const notify = notifyPortOf(() => chat);
  const changed = createChangePort(realtime, log);
  /** What a module needs to tell members (notices, change pushes) and to log what it could not. */
  const telling = { notify, changed, log };
  const shopOfUser = (userId: number) => catalog.goods.shopOfUser(userId);
  const fileUrl = createFileSigner(deps.appSecret, clock);
  const balanceOf = async (userId: number) => (await wallet.balances.figures(userId)).balanceMinor;
  const wallet = createWalletModule({
    db,
    clock,
    settings,
    ...telling,
    members: {
      findMember: (ref) => identity.account.findMember(ref),
      findReceiver: (ref) => identity.account.findReceiver(ref),
      cardsOf: (ids) => identity.account.cardsOf(ids),
    },
    depositNoticeSecret: deps.depositNoticeSecret,
    fileUrl,
  });
  const identity = createIdentityModule({
    db,
    clock,
    counters,
    settings,
    smsProvider,
    smsLog: deps.smsLog,
    ...{ log, sessionListeners, sessionRevocations: deps.sessionRevocations },
    secret: deps.appSecret,
    sessionTtlSeconds: deps.sessionTtlSeconds,
    ports: deps.accountPorts ?? {
      figuresOf: (userId) => wallet.balances.figures(userId),
      statisticsOf: (userId) => orders.statisticsOf(userId),
      kycStateOf: async (userId) => (await wallet.kycBank.kycStatus(userId)).status,
    },
  });
  const chat = createChatModule({
    ...{ db, clock, realtime, settings, counters: sendCounters, members: identity.account },
    goods: { cards: (ids) => catalog.goods.cards(ids) },
    shops: { shopOfUser, shopById: (shopId) => catalog.goods.shopBrief(shopId) },
    agents: () => roleHolders(db, ['service', 'admin']),
  });
  const quotes = detailQuotes(() => ({ orders, coupons })); // built below, asked once running
  const catalog = createCatalogModule({ db, clock, members: identity.account, quotes, realtime });
  const coupons = createCouponsModule({
    db,
    clock,
    catalog: catalog.buying,
    members: { levelOf: memberLevelOf },
    shops: { shopOfUser },
  });
  const cart = createCartModule({ db, clock, catalog: catalog.buying });
  const merchant = createMerchantModule({
    clock,
    ...telling,
    ports: {
      shopOfUser,
      shopOwner: async (shopId) => (await catalog.goods.shopBrief(shopId))?.user_id ?? null,
      onSaleCount: (shopId) => catalog.onSaleCount(shopId),
      orderFigures: (shopId, since) => orders.shop.figures(shopId, since),
      refundsWaiting: (shopId) => refunds.desk.shopWaiting(shopId),
      settledIncome: (userId) => wallet.balances.settledIncome(userId),
    },
  });
  const vip = createVipModule({ db, clock, ...telling });
  const distributors = createDistributorsModule({
    db,
    clock,
    settings,
    ...telling,
    members: { cardsOf: (ids) => identity.account.cardsOf(ids) },
    balanceOf,
  });
  const orders = createOrdersModule({
    db,
    clock,
    settings,
    ...telling,
    coupons: coupons.checkout,
    memberDiscount: memberDiscountOf(vip, distributors),
    catalog: catalog.buying,
    addressOf,
    balanceOf,
    shopOfUser,
    tellShop: merchant.desk.tellShop,
  });
  const groups = createGroupsModule({
    db,
    clock,
    ...telling,
    catalog: { ...catalog.buying, detail: (id, userId) => catalog.goods.detail(id, userId) },
    members: { briefs: memberBriefs },
    addressOf,
    orders: () => groupOrdersPort(orders),
    shops: { shopOfUser },
  });
  orders.events.onPaid.push((trx, order) => groups.onPaid(trx, order));
  orders.events.onPaid.push((trx, order) => vip.onPaid(trx, order));
  const devices = createDevicesModule({
    db,
    clock,
    settings,
    counters,
    changed,
    orders: () => ({ items: (trx, ids) => orders.groupReads.items(trx, ids) }),
    goods: () => ({ cards: (ids, language) => catalog.goods.cards(ids, language) }),
    balanceOf,
  });
  orders.events.onPaid.push((trx, order) => devices.onPaid(trx, order));
  const team = createTeamModule({
    db,
    clock,
    settings,
    ...telling,
    tree: identity.invitations,
    members: { cardsOf: (ids) => identity.account.cardsOf(ids) },
    wallet: () => wallet.income,
  });
  // A completed order credits the buyer's inviters; a completed refund takes back what is still held.
  orders.events.onReceived.push(() => team.commissions.prepareCredit());
  const refunds = createRefundsModule({
    db,
    clock,
    settings,
    ...telling,
    afterSale: orders.afterSale,
    tellShop: merchant.desk.tellShop,
    shopOfUser,
    onRefunded: {
      inTransaction: (trx, refund) => team.commissions.reverse(trx, refund),
      committed: (refundId) => team.commissions.tellReversed(refundId),
    },
    lookups: {
      shopBrief: (shopId) => catalog.goods.shopBrief(shopId),
      cardsOf: (ids) => identity.account.cardsOf(ids),
      returnAddressOf: async (ownerId) =>
        (await cart.addresses.list(ownerId, { page: 1, list_rows: 1 })).data[0],
    },
  });
  const find = createFindModule({
    db,
    clock,
    settings,
    counters: sendCounters,
    ports: findPorts(identity, catalog, realtime),
  });
  const content = createContentModule({
    db,
    settings,
    sanitize: sanitizeRichText,
    cacheFanout: realtime,
    catalog: contentCatalogPort(catalog),
  });
  // The start-up data shows categories and goods with prices: a change of either drops it.
  [catalog.onCategoriesChanged, catalog.onPublicChanged].forEach((l) => l.push(content.refresh));
  const coins = createCoinsModule({ db, clock, settings });
  const signin = createSigninModule({
    db,
    clock,
    settings,
    changed,
    members: { briefs: memberBriefs },
    points: { scoreOf: async (userId) => (await wallet.balances.figures(userId)).score },
  });
  const campaigns = createCampaignsModule({
    db,
    clock,
    settings,
    changed,
    members: identity.account,
    wallet: () => wallet.income,
    devices: () => campaignDevicesPort(devices),
  });
  const shopApply = createShopApplyModule({
    db,
    clock,
    ...telling,
    fileUrl,
    members: identity.account,
    shops: shopOpening,
    grantMerchant: (trx, userId, grantedBy) => grantMemberRole(trx, userId, 'merchant', grantedBy),
  });
  const reports = createReportsModule({
    sources: {
      sales: (from, to) => paidOrdersPerDay(db, from, to),
      newMembers: (from, to) => membersJoinedPerDay(db, from, to),
      money: (from, to) => wallet.admin.moneyPerDay(from, to),
    },
  });
  const rewards = createRewardsModule({
    db,
    clock,
    ...telling,
    members: identity.account,
    wallet: () => ({ heldCredit: () => wallet.income.heldCredit(), holds: wallet.incomeHolds }),
  });
  const queue = createQueueModule({
    ...{ db, clock, ...telling, catalog: catalog.buying },
    members: identity.account,
  });
  const serviceDesk = createServiceDeskModule({
    db,
    clock,
    ...telling,
    lookups: serviceDeskLookups(identity, catalog),
  });
  const audit = createAuditModule({
    db,
    members: { cardsOf: (ids) => identity.account.cardsOf(ids) },
  });
  // Routes are registered in this order.
  return {
    settings,
    identity,
    content,
    chat,
    catalog,
    coupons,
    cart,
    find,
    orders,
    refunds,
    merchant,
    groups,
    wallet,
    coins,
    signin,
    shopApply,
    team,
    devices,
    campaigns,
    vip,
    distributors,
    rewards,
    queue,
    reports,
    serviceDesk,
    audit,
  };
}

export type { ModuleDeps };
export type AppModules = ReturnType<typeof createAppModules>;

/** The modules in registration order, as the one shape app.ts loops over. */
export const moduleList = (modules: AppModules): ServerModule[] => Object.values(modules);
