import { AdvertSchema, type Advert, type PageModule } from '@cloudmall/contract';
import {
  CategoryNodeSchema,
  GoodsCardSchema,
  type CategoryNode,
  type GoodsCard,
} from '@cloudmall/contract/catalog';
import { z } from 'zod';
import { parseLayout, type GoodsLayout } from '../../lib/list-preferences';

const MenuItemSchema = z.object({
  title: z.string(),
  image: z.string().default(''),
  url: z.string().default(''),
});
const HeadlineSchema = z.object({ id: z.coerce.number().int().positive(), title: z.string() });

export type MenuItem = z.infer<typeof MenuItemSchema>;
export type Headline = z.infer<typeof HeadlineSchema>;

interface Base {
  key: string;
  style: Record<string, unknown>;
}

/** A home module the app knows how to draw, with its data checked row by row. */
export type HomeModule = Base &
  (
    | { type: 'search'; placeholder: string }
    | { type: 'banner'; adverts: Advert[] }
    | { type: 'image'; adverts: Advert[] }
    | { type: 'menu'; columns: number; items: MenuItem[] }
    | { type: 'headlines'; title: string; headlines: Headline[] }
    | { type: 'goods'; title: string; layout: GoodsLayout; goods: GoodsCard[] }
    | { type: 'title'; text: string }
    | { type: 'division'; height: unknown }
    | { type: 'likes'; title: string }
    | { type: 'category'; categories: CategoryNode[] }
  );

/** Rows that fit the schema; a broken row is left out instead of breaking the page. */
function rows<T>(schema: z.ZodType<T>, data: unknown[]): T[] {
  return data.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

function columnsOf(value: unknown): number {
  const columns = Number(value);
  return Number.isInteger(columns) && columns >= 2 && columns <= 5 ? columns : 4;
}

/** Reads one module of `homeModules.item`; unknown types answer undefined (the page skips them). */
export function readModule(module: PageModule, index: number): HomeModule | undefined {
  const base: Base = { key: `${index}-${module.type}`, style: module.style };
  const { params, data } = module;
  switch (module.type) {
    case 'search':
      return { ...base, type: 'search', placeholder: text(params.placeholder) };
    case 'banner':
    case 'image':
      return { ...base, type: module.type, adverts: rows(AdvertSchema, data) };
    case 'menu': {
      // the entries come as the module's data, or (decorations saved by the editor) as params.items
      const entries =
        data.length > 0 ? data : Array.isArray(params.items) ? (params.items as unknown[]) : [];
      return {
        ...base,
        type: 'menu',
        columns: columnsOf(params.columns),
        items: rows(MenuItemSchema, entries),
      };
    }
    case 'headlines':
      return {
        ...base,
        type: 'headlines',
        title: text(params.title),
        headlines: rows(HeadlineSchema, data),
      };
    case 'goods':
      return {
        ...base,
        type: 'goods',
        title: text(params.title),
        layout: parseLayout(params.layout) ?? 2,
        goods: rows(GoodsCardSchema, data),
      };
    case 'title':
      return { ...base, type: 'title', text: text(params.text) };
    case 'division':
      return { ...base, type: 'division', height: module.style.height ?? params.height };
    case 'likes':
      return { ...base, type: 'likes', title: text(params.title) };
    case 'category':
      return { ...base, type: 'category', categories: rows(CategoryNodeSchema, data) };
    default:
      return undefined;
  }
}

const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The modules of the home page in order, the unknown ones and the empty ones left out. A goods
 * module right under a title module with the same text does not repeat that title.
 */
export function readModules(items: PageModule[]): HomeModule[] {
  let previous: HomeModule | undefined;
  return items.flatMap((item, index) => {
    const read = readModule(item, index);
    const module =
      read?.type === 'goods' && previous?.type === 'title' && sameText(previous.text, read.title)
        ? { ...read, title: '' }
        : read;
    previous = module;
    if (!module) return [];
    const empty =
      ((module.type === 'banner' || module.type === 'image') && module.adverts.length === 0) ||
      (module.type === 'menu' && module.items.length === 0) ||
      (module.type === 'headlines' && module.headlines.length === 0) ||
      (module.type === 'goods' && module.goods.length === 0) ||
      (module.type === 'category' && module.categories.length === 0) ||
      (module.type === 'title' && module.text.trim() === '');
    return empty ? [] : [module];
  });
}
