import { ProductListScreen } from '../../features/catalog/components/list/product-list-screen';

/** /pages/shop/product-list and /pages/shop/product/list (?shop_id): the product list of one shop. */
export default function ShopProductListPage() {
  return <ProductListScreen />;
}
