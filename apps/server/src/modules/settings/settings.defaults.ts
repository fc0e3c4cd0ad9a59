import { z } from 'zod';
import { TabItemSchema } from '@cloudmall/contract';

/**
 * Every platform setting, its schema and its default. The seed writes the defaults once; admins change
 * the rows later. Money values are integer minor units; rates are basis points (1 bp = 0.01 %).
 */
export const SETTING_SCHEMAS = {
  'app.tabbar': z.array(TabItemSchema),
  'app.tabbar_find': z.array(TabItemSchema),
  'app.config': z.record(z.string(), z.unknown()),
  'app.style': z.record(z.string(), z.unknown()),
  'app.version': z.object({
    versionName: z.string(),
    versionCode: z.number().int(),
    title: z.string(),
    content: z.string(),
    link: z.string(),
    enforce: z.boolean(),
  }),
  /** Password-login throttling (docs/adr/0006): member + address tiers, then per member and per address. */
  'identity.login': z.object({
    /** Attempts on one member (or typed name) from one address: each tier caps a fixed window. */
    perAccountAndIp: z
      .array(
        z.object({ windowSeconds: z.number().int().min(1), maxAttempts: z.number().int().min(1) }),
      )
      .min(1),
    /** Failures on one member from all addresses; past it only the member's trusted addresses may try. */
    perAccount: z.object({
      windowSeconds: z.number().int().min(60),
      maxFailures: z.number().int().min(1),
    }),
    /** Failures from one address on all accounts; past it only members who trust that address may try. */
    perIp: z.object({
      windowSeconds: z.number().int().min(60),
      maxFailures: z.number().int().min(1),
    }),
    /** An address a member logged in from stays trusted this many days. */
    trustedAddressDays: z.number().int().min(1),
  }),
  'identity.sms': z.object({
    codeTtlSeconds: z.number().int().min(60),
    maxAttempts: z.number().int().min(1),
    resendCooldownSeconds: z.number().int().min(0),
    maxSendsPerMobilePerHour: z.number().int().min(1),
    maxSendsPerIpPerHour: z.number().int().min(1),
  }),
  'wallet.withdrawal': z.object({
    minMinor: z.number().int(),
    maxMinor: z.number().int(),
    stepMinor: z.number().int(),
    fixedFeeMinor: z.number().int(),
    rateBasisPoints: z.number().int(),
  }),
  'wallet.topup': z.object({
    networks: z.array(z.enum(['TRC20', 'ERC20'])),
    addressTtlSeconds: z.number().int().min(60),
    /** An expired address rests this long before another member may get it (late deposits). */
    addressCooldownSeconds: z.number().int().min(0),
    /** At most this many addresses assigned and unexpired at once: "recharge queue busy" past it. */
    pendingCap: z.number().int().min(1),
    noticeToleranceSeconds: z.number().int().min(1),
    /** Balance credited per 1 USDT, in minor units. */
    rateMinorPerUsdt: z.number().int().min(1),
  }),
  'wallet.income': z.object({ holdDays: z.number().int().min(0) }),
  'wallet.points': z.object({ pointsPerAssetUnit: z.number().int().min(1) }),
  'orders.timing': z.object({
    autoCloseMinutes: z.number().int(),
    autoConfirmDays: z.number().int(),
  }),
  /**
   * After-sale rules (protocol §4.1 `order`): days after receipt for a request (the shop is paid
   * once this window closes with no open request), before an automatic 5-star review, before an
   * untreated request is agreed, for the buyer to ship a return and for the shop to receive it.
   */
  'orders.aftersale': z.object({
    afterSaleDays: z.number().int().min(0),
    autoReviewDays: z.number().int().min(1),
    refundAutoAgreeDays: z.number().int().min(1),
    returnShipDays: z.number().int().min(1),
    returnReceiveDays: z.number().int().min(1),
  }),
  'devices.codes': z.object({
    maxCodesPerDevice: z.number().int().min(1),
    freeCloudPhonePerMember: z.number().int(),
  }),
  /** The decorated home page: modules in order; `source` says where a module's data comes from. */
  'home.modules': z.array(
    z.object({
      type: z.string(),
      name: z.string().optional(),
      style: z.record(z.string(), z.unknown()),
      params: z.record(z.string(), z.unknown()),
      source: z
        .enum([
          'adverts:page',
          'adverts:first',
          'articles:news',
          'goods:sales',
          'goods:newest',
          'goods:weigh',
          'categories',
          'none',
        ])
        .default('none'),
    }),
  ),
  /** Decorated pages by token (`/pages/page/index?id=`), each with a title and modules like home. */
  'pages.decorated': z.record(
    z.string(),
    z.object({
      title: z.string(),
      modules: z.array(
        z.object({
          type: z.string(),
          name: z.string().optional(),
          style: z.record(z.string(), z.unknown()),
          params: z.record(z.string(), z.unknown()),
          source: z
            .enum([
              'adverts:page',
              'adverts:first',
              'articles:news',
              'goods:sales',
              'goods:newest',
              'goods:weigh',
              'categories',
              'none',
            ])
            .default('none'),
        }),
      ),
    }),
  ),
  'chat.limits': z.object({
    messagesPerMinute: z.number().int().min(1),
    historyKept: z.number().int(),
  }),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;

const tab = (index: number, text: string, pagePath: string, icon: string) => ({
  index,
  visible: true,
  text,
  iconPath: `/static/tabbar/${icon}.svg`,
  selectedIconPath: `/static/tabbar/${icon}-active.svg`,
  pagePath,
});

export const SETTING_DEFAULTS: { [K in SettingKey]: SettingValue<K> } = {
  'app.tabbar': [
    tab(0, 'Home', '/', 'home'),
    tab(1, 'Robot', '/pages/category', 'robot'),
    tab(2, 'Investment', '/pages/shop', 'investment'),
    tab(3, 'My', '/pages/user', 'my'),
  ],
  'app.tabbar_find': [
    tab(0, 'Home', '/', 'home'),
    tab(1, 'Find', '/pages/find', 'find'),
    tab(2, 'Cart', '/pages/user/cart', 'cart'),
    tab(3, 'My', '/pages/user', 'my'),
  ],
  'app.config': {
    title: 'Cloudmall',
    tabbarVariant: 'default',
    tel_phone: '',
    working_hours: '09:00-21:00',
    user_agreement: '/pages/article/details?id=1',
    privacy_protection: '/pages/article/details?id=2',
    screenshot: false,
    position: true,
    map: true,
  },
  'app.style': { primaryColor: '#ff6a00', tabbarSelectedColor: '#ff6a00', tabbarColor: '#8a8a8a' },
  'app.version': {
    versionName: '1.2.6',
    versionCode: 126,
    title: 'Cloudmall 1.2.6',
    content: '',
    link: '',
    enforce: false,
  },
  'identity.login': {
    perAccountAndIp: [
      { windowSeconds: 60, maxAttempts: 5 },
      { windowSeconds: 900, maxAttempts: 10 },
      { windowSeconds: 86_400, maxAttempts: 20 },
    ],
    perAccount: { windowSeconds: 3600, maxFailures: 30 },
    perIp: { windowSeconds: 900, maxFailures: 100 },
    trustedAddressDays: 30,
  },
  'identity.sms': {
    codeTtlSeconds: 300,
    maxAttempts: 5,
    resendCooldownSeconds: 60,
    maxSendsPerMobilePerHour: 10,
    maxSendsPerIpPerHour: 30,
  },
  'wallet.withdrawal': {
    minMinor: 10_000,
    maxMinor: 5_000_000,
    stepMinor: 10_000,
    fixedFeeMinor: 100,
    rateBasisPoints: 100,
  },
  'wallet.topup': {
    networks: ['TRC20', 'ERC20'],
    addressTtlSeconds: 1800,
    addressCooldownSeconds: 86_400,
    pendingCap: 1000,
    noticeToleranceSeconds: 300,
    rateMinorPerUsdt: 100,
  },
  'wallet.income': { holdDays: 15 },
  'wallet.points': { pointsPerAssetUnit: 100 },
  'orders.timing': { autoCloseMinutes: 30, autoConfirmDays: 10 },
  'orders.aftersale': {
    afterSaleDays: 7,
    autoReviewDays: 7,
    refundAutoAgreeDays: 2,
    returnShipDays: 7,
    returnReceiveDays: 7,
  },
  'devices.codes': { maxCodesPerDevice: 3, freeCloudPhonePerMember: 1 },
  'chat.limits': { messagesPerMinute: 30, historyKept: 96 },
  'pages.decorated': {
    'cloud-phone-week': {
      title: 'Cloud phone week',
      modules: [
        {
          type: 'image',
          style: { margin: 10, borderRadius: 8 },
          params: {},
          source: 'adverts:first',
        },
        {
          type: 'title',
          style: { paddingTop: 12 },
          params: { text: 'Best sellers this week' },
          source: 'none',
        },
        {
          type: 'goods',
          style: { margin: 10 },
          params: { title: 'Best sellers this week', layout: 2, limit: 8 },
          source: 'goods:sales',
        },
        { type: 'division', style: { height: 10 }, params: {}, source: 'none' },
        {
          type: 'headlines',
          style: { margin: 10, borderRadius: 8 },
          params: { title: 'News' },
          source: 'articles:news',
        },
      ],
    },
  },
  'home.modules': [
    {
      type: 'search',
      style: { paddingTop: 8, paddingBottom: 8 },
      params: { placeholder: 'Search cloud phones, scripts, mining machines' },
      source: 'none',
    },
    {
      type: 'banner',
      style: { height: 150, borderRadius: 8, margin: 10 },
      params: { interval: 4000 },
      source: 'adverts:page',
    },
    {
      type: 'menu',
      style: { paddingTop: 10, paddingBottom: 10 },
      params: {
        columns: 5,
        // Filled with the top categories by the demo seed, or by an admin.
        items: [
          { title: 'Categories', image: '', url: '/pages/category' },
          { title: 'Top up', image: '', url: '/pages/user/money/recharge' },
        ],
      },
      source: 'none',
    },
    {
      type: 'headlines',
      style: { margin: 10, borderRadius: 8 },
      params: { title: 'News' },
      source: 'articles:news',
    },
    { type: 'image', style: { margin: 10, borderRadius: 8 }, params: {}, source: 'adverts:first' },
    { type: 'title', style: { paddingTop: 12 }, params: { text: 'Best sellers' }, source: 'none' },
    {
      type: 'goods',
      style: { margin: 10 },
      params: { title: 'Best sellers', layout: 2, limit: 6 },
      source: 'goods:sales',
    },
    { type: 'division', style: { height: 10 }, params: {}, source: 'none' },
    {
      type: 'goods',
      style: { margin: 10 },
      params: { title: 'New arrivals', layout: 3, limit: 6 },
      source: 'goods:newest',
    },
    { type: 'likes', style: { margin: 10 }, params: { title: 'Guess you like' }, source: 'none' },
  ],
};
