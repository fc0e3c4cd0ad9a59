import type { CatalogForBuying } from '../catalog/index.ts';

export type { PurchaseSku } from '../catalog/index.ts';

/** What the cart asks of the catalog (wired to `catalog.buying`): SKUs as buying sees them, and favourites. */
export type CartCatalogPort = Pick<CatalogForBuying, 'purchaseSkus' | 'addFavourites'>;
