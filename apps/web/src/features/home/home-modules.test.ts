import type { PageModule } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { goodsCard } from '../../testing/catalog-fixtures';
import { readModules } from './home-modules';

const module = (
  type: string,
  params: Record<string, unknown> = {},
  data: unknown[] = [],
  style: Record<string, unknown> = {},
): PageModule => ({
  type,
  style,
  params,
  data,
});

describe('home modules', () => {
  it('reads each known type with its data, in order', () => {
    const modules = readModules([
      module('search', { placeholder: 'Search phones' }),
      module('banner', {}, [
        { id: 1, media: '/a.webp', module: 'page', type: 'banner', url: '/pages/category' },
      ]),
      module('menu', { columns: 5 }, [
        { title: 'Phones', image: '/m.webp', url: '/pages/product/list?category_id=1' },
      ]),
      module('headlines', { title: 'News' }, [{ id: 3, title: 'Scripts now activate' }]),
      module('goods', { title: 'Best', layout: 'waterfall' }, [goodsCard()]),
      module('division', {}, [], { height: 10 }),
      module('likes', { title: 'Guess you like' }),
    ]);
    expect(modules.map((item) => item.type)).toEqual([
      'search',
      'banner',
      'menu',
      'headlines',
      'goods',
      'division',
      'likes',
    ]);
    expect(modules[2]).toMatchObject({ columns: 5, items: [{ title: 'Phones' }] });
    expect(modules[4]).toMatchObject({ layout: 'waterfall', title: 'Best' });
    expect(modules[5]).toMatchObject({ height: 10 });
  });

  it('takes menu entries from params.items when the data is empty', () => {
    const [menu] = readModules([
      module('menu', { items: [{ title: 'Scripts', image: '', url: '/x' }, { broken: true }] }),
    ]);
    expect(menu).toMatchObject({
      type: 'menu',
      columns: 4,
      items: [{ title: 'Scripts', url: '/x' }],
    });
  });

  it('leaves out unknown types, empty modules and broken rows', () => {
    const modules = readModules([
      module('video'),
      module('banner', {}, [{ id: 'x' }]),
      module('goods', { layout: 7 }, [goodsCard(), { id: 2 }]),
      module('title', { text: '  ' }),
    ]);
    expect(modules).toHaveLength(1);
    expect(modules[0]).toMatchObject({ type: 'goods', layout: 2 });
    expect(modules[0]?.type === 'goods' && modules[0].goods).toHaveLength(1);
  });

  it('does not repeat a title right above goods with the same title', () => {
    const modules = readModules([
      module('title', { text: 'Best sellers' }),
      module('goods', { title: 'Best sellers' }, [goodsCard()]),
      module('goods', { title: 'New' }, [goodsCard()]),
    ]);
    expect(modules.map((item) => (item.type === 'goods' ? item.title : item.type))).toEqual([
      'title',
      '',
      'New',
    ]);
  });

  it('keeps markup in texts as plain strings', () => {
    const [title] = readModules([module('title', { text: '<img src=x onerror=alert(1)>' })]);
    expect(title).toMatchObject({ text: '<img src=x onerror=alert(1)>' });
  });

  it('reads modules that also carry the protocol fields (px styles, image/link, goodsLink) as before', () => {
    const advert = { id: 1, media: '/a.webp', module: 'page', type: 'banner', url: '/x' };
    const [banner, menu, goods] = readModules([
      module(
        'banner',
        { interval: 4000, height: '150px' },
        [{ ...advert, image: advert.media, link: advert.url }],
        { height: '150px', margin: '10px' },
      ),
      module('menu', { columns: 5, colfive: 5, items: [] }, [
        { title: 'Top up', image: '', url: '/pages/user/money/recharge', text: 'Top up', link: '' },
      ]),
      module('goods', { title: 'Best', layout: 2, colthree: 2 }, [
        { ...goodsCard(), goodsLink: goodsCard().id },
      ]),
    ]);
    expect(banner).toMatchObject({ type: 'banner', adverts: [advert] });
    expect(menu).toMatchObject({ type: 'menu', columns: 5, items: [{ title: 'Top up' }] });
    expect(goods).toMatchObject({ type: 'goods', goods: [goodsCard()] });
  });
});
