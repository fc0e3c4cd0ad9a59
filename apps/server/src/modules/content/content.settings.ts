import { AppUpdateSchema, TabItemSchema } from '@cloudmall/contract';
import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

const tab = (index: number, text: string, pagePath: string, icon: string) => ({
  index,
  visible: true,
  text,
  iconPath: `/static/tabbar/${icon}.svg`,
  selectedIconPath: `/static/tabbar/${icon}-active.svg`,
  pagePath,
});

/** One module of a decorated page; `source` says where its data comes from. */
const PageModuleSchema = z.object({
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
});

type PageModule = z.infer<typeof PageModuleSchema>;

/** Page modules the default pages share (fresh objects each time). */
const firstAdvert = (): PageModule => ({
  type: 'image',
  style: { margin: 10, borderRadius: 8 },
  params: {},
  source: 'adverts:first',
});
const newsHeadlines = (): PageModule => ({
  type: 'headlines',
  style: { margin: 10, borderRadius: 8 },
  params: { title: 'News' },
  source: 'articles:news',
});
const division = (): PageModule => ({
  type: 'division',
  style: { height: 10 },
  params: {},
  source: 'none',
});
/** A heading over a two-column grid of the best sellers. */
const bestSellers = (title: string, limit: number): PageModule[] => [
  { type: 'title', style: { paddingTop: 12 }, params: { text: title }, source: 'none' },
  {
    type: 'goods',
    style: { margin: 10 },
    params: { title, layout: 2, limit },
    source: 'goods:sales',
  },
];

/**
 * Settings this module owns, with schema and default: The app shell (tab bars, config, style, version) and the decorated home and pages the content module serves.
 * The seed writes the defaults once; admins change the rows later.
 */
export const contentSettings = {
  'app.tabbar': setting(z.array(TabItemSchema), [
    tab(0, 'Home', '/', 'home'),
    tab(1, 'Robot', '/pages/category', 'robot'),
    tab(2, 'Investment', '/pages/shop', 'investment'),
    tab(3, 'My', '/pages/user', 'my'),
  ]),
  'app.tabbar_find': setting(z.array(TabItemSchema), [
    tab(0, 'Home', '/', 'home'),
    tab(1, 'Find', '/pages/find', 'find'),
    tab(2, 'Cloud phone', '/pages/cart', 'cart'),
    tab(3, 'My', '/pages/user', 'my'),
  ]),
  'app.config': setting(z.record(z.string(), z.unknown()), {
    title: 'Cloudmall',
    tabbarVariant: 'default',
    tel_phone: '',
    working_hours: '09:00-21:00',
    user_agreement: '/pages/article/details?id=1',
    privacy_protection: '/pages/article/details?id=2',
    screenshot: false,
    position: true,
    map: true,
  }),
  'app.style': setting(z.record(z.string(), z.unknown()), {
    primaryColor: '#ff6a00',
    tabbarSelectedColor: '#ff6a00',
    tabbarColor: '#8a8a8a',
  }),
  /** The newest app version: what `common/update` answers, less the `update` flag it works out. */
  'app.version': setting(AppUpdateSchema.omit({ update: true }), {
    versionName: '1.2.6',
    versionCode: 126,
    title: 'Cloudmall 1.2.6',
    content: '',
    link: '',
    enforce: false,
  }),
  /** The decorated home page: modules in order; `source` says where a module's data comes from. */
  'home.modules': setting(z.array(PageModuleSchema), [
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
    newsHeadlines(),
    firstAdvert(),
    ...bestSellers('Best sellers', 6),
    division(),
    {
      type: 'goods',
      style: { margin: 10 },
      params: { title: 'New arrivals', layout: 3, limit: 6 },
      source: 'goods:newest',
    },
    { type: 'likes', style: { margin: 10 }, params: { title: 'Guess you like' }, source: 'none' },
  ]),
  /**
   * The category page (Robot tab), built like home: modules in order; a `category` module is the
   * category browser (top categories in a rail, the chosen one's children beside them).
   */
  'category.modules': setting(z.array(PageModuleSchema), [
    {
      type: 'search',
      style: { paddingTop: 5, paddingBottom: 5 },
      params: { placeholder: '' },
      source: 'none',
    },
    { type: 'category', style: {}, params: {}, source: 'categories' },
  ]),
  /** Decorated pages by token (`/pages/page/index?id=`), each with a title and modules like home. */
  'pages.decorated': setting(
    z.record(
      z.string(),
      z.object({
        title: z.string(),
        modules: z.array(PageModuleSchema),
      }),
    ),
    {
      'cloud-phone-week': {
        title: 'Cloud phone week',
        modules: [
          firstAdvert(),
          ...bestSellers('Best sellers this week', 8),
          division(),
          newsHeadlines(),
        ],
      },
    },
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof contentSettings> {}
}
