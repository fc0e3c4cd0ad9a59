import { ProductListScreen } from '../../features/catalog/components/list/product-list-screen';

/** /pages/product/list?category_id&search&shop_id: sorted, filtered, paged goods in the chosen layout. */
export default function ProductListPage() {
  return <ProductListScreen />;
}
