import { useInfiniteQuery } from '@tanstack/react-query';
import { PageShell } from '../../components/layout/page-shell';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { GoodsRecordList } from '../../features/catalog/components/user/goods-record-list';

/** /pages/user/footprint (members): goods the member viewed, most recent first, paged. */
export default function UserFootprintPage() {
  const query = useInfiniteQuery(catalogQueries.footprint());
  return (
    <PageShell>
      <GoodsRecordList list="footprint" query={query} />
    </PageShell>
  );
}
