// The catalog part of the contract: categories, goods, reviews, shops, favourites, articles.
export * from './catalog.schemas.ts';
export * from './catalog.routes.ts';
export * from './catalog-console.routes.ts';
export * from './category-console.routes.ts';
export * from './client-compat.schemas.ts';
export * from './client-compat.routes.ts';
