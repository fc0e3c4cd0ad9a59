import type { GoodsCard, GoodsDetail } from '@cloudmall/contract/catalog';

/** A goods row as lists answer it. */
export function goodsCard(overrides: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id: 7,
    shop_id: 3,
    category_id: 11,
    title: 'Cloud phone X1',
    image: '/uploads/goods/7.png',
    price: '19.90',
    market_price: '29.90',
    sales: 12_345,
    comment: 2,
    praise: 1,
    like: 8,
    views: 1500,
    shop: { shopname: 'Cloud Store', isself: true },
    ...overrides,
  };
}

/** A goods detail with two specs and SKUs, one sold out, a hostile review and hostile rich text. */
export function goodsDetail(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    ...goodsCard(),
    images: ['/uploads/goods/7.png', '/uploads/goods/7b.png'],
    content:
      '<p>Fast <b>cloud</b> phone</p><script>window.__pwned = true</script><img src="/uploads/d.png" onerror="window.__pwned = true">',
    sku: [
      {
        id: 71,
        difference: ['Red', 'S'],
        price: '19.90',
        market_price: '29.90',
        stock: 3,
        sales: 5,
      },
      {
        id: 72,
        difference: ['Red', 'L'],
        price: '24.50',
        market_price: '29.90',
        stock: 0,
        sales: 1,
      },
      {
        id: 73,
        difference: ['Blue', 'L'],
        price: '21.00',
        market_price: '29.90',
        stock: 8,
        sales: 2,
      },
    ],
    spu: [
      { id: 1, name: 'Colour', item: [{ name: 'Red' }, { name: 'Blue' }] },
      { id: 2, name: 'Size', item: [{ name: 'S' }, { name: 'L' }] },
    ],
    category: { id: 11, pid: 1, name: 'Cloud phones' },
    shop_card: {
      id: 3,
      shopname: 'Cloud Store',
      avatar: '',
      city: 'Taipei',
      isself: true,
      like: 120,
      score: '4.8',
      goods_count: 40,
      user_id: 13,
    },
    comment_list: {
      statistics: { rate: 50, total: 2, good: 1, pertinent: 0, poor: 1, figure: 0 },
      data: [
        {
          id: 1,
          user: { nickname: 'Mallory', avatar: '' },
          score: 1,
          content: '<script>alert(1)</script> bad',
          images: [],
          sku: 'Red, S',
          createtime: 1_700_000_000,
          reply: '',
          reply_time: 0,
        },
      ],
    },
    follow: false,
    shop_recommend: [goodsCard({ id: 8, title: 'Script pack' })],
    shop: {
      id: 3,
      shopname: 'Cloud Store',
      isself: true,
      avatar: '',
      city: 'Taipei',
      state: 0,
      find_user: { fans: 120 },
      service_ids: [],
      score_describe: 4.8,
      score_service: 4.8,
      score_deliver: 4.8,
      score_logistics: 4.8,
    },
    freight: { name: 'Free delivery', isdelivery: 1, price: '0.00' },
    brand: { name: '' },
    coupon: [],
    isLive: null,
    description: '',
    category_attribute: {},
    activity_type: 'goods',
    ...overrides,
  };
}
