import type { PageModule } from '@cloudmall/contract';

/**
 * The protocol's page style beside Cloudmall's page fields: its client reads these keys of
 * `homeModules.page.style` on every start (navigation bar and page background).
 */
export const PROTOCOL_PAGE_STYLE = {
  navigationBarTextStyle: '#000000',
  navigationBarBackgroundColor: '#ffffff',
  navigationBackgroundImage: '',
  pageBackgroundColor: '#f7f7f7',
  pageBackgroundImage: '',
  pageBackgroundRepeat: 'no-repeat',
};

type Row = Record<string, unknown>;

/** Style lengths as the protocol writes them ("10px"); Cloudmall's app reads both forms alike. */
function pxStyle(style: Row): Row {
  return Object.fromEntries(
    Object.entries(style).map(([key, value]) => [
      key,
      typeof value === 'number' && !/weight|opacity|zIndex|flex/i.test(key) ? `${value}px` : value,
    ]),
  );
}

const rowsOf = (data: unknown[]): Row[] =>
  data.filter((row): row is Row => typeof row === 'object' && row !== null);

/** The protocol's params and data fields each module type's component reads, beside Cloudmall's. */
function protocolFields(module: PageModule): { params: Row; data: unknown[] } {
  const { params, data } = module;
  switch (module.type) {
    case 'search':
      return {
        params: { searchRadius: '16px', searchBackground: '#ffffff', searchPadding: '8px' },
        data: [{ content: typeof params.placeholder === 'string' ? params.placeholder : '' }],
      };
    case 'banner':
    case 'image':
      return {
        params: {
          height: typeof module.style.height === 'number' ? `${module.style.height}px` : '150px',
          interval: params.interval ?? 4000,
          imgLayout: 1,
          imgPaddingTb: '0px',
          imgPaddingLf: '0px',
        },
        data: rowsOf(data).map((advert) => ({ ...advert, image: advert.media, link: advert.url })),
      };
    case 'menu': {
      const entries = data.length ? data : Array.isArray(params.items) ? params.items : [];
      return {
        params: { colfive: params.columns ?? 4, menuType: 'image', menuHeightWidth: '44px' },
        data: rowsOf(entries).map((item) => ({
          ...item,
          text: item.title,
          iconImage: item.image,
          link: item.url,
        })),
      };
    }
    case 'goods':
      return {
        params: { colthree: params.layout ?? 2, colmargin: 20 },
        data: rowsOf(data).map((goods) => ({ ...goods, goodsLink: goods.id })),
      };
    case 'likes':
      return { params: { colthree: 2, colmargin: 20 }, data };
    default:
      return { params: {}, data };
  }
}

/**
 * A resolved module in both formats at once: Cloudmall's (`params`, data rows) and the protocol's
 * (`name`, px styles, the params and row fields its stock client's page components read).
 */
export function withProtocolFields(module: PageModule): PageModule {
  const extra = protocolFields(module);
  return {
    ...module,
    name: module.name ?? module.type,
    style: pxStyle(module.style),
    params: { ...extra.params, ...module.params },
    data: extra.data,
  };
}
