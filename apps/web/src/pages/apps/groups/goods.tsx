import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { GoodsDetailSkeleton } from '../../../features/catalog/components/detail/goods-detail-skeleton';
import { MissingRecord, QueryView } from '../../../features/catalog/components/query-view';
import { groupQueries } from '../../../features/groups/api/group-queries';
import { GroupGoodsView } from '../../../features/groups/components/group-goods-view';
import { useUserStore } from '../../../stores/user-store';

function Loader({ id }: { id: number }) {
  useUserStore((state) => state.id);
  const query = useQuery(groupQueries.goods(id));
  return (
    <QueryView query={query} skeleton={<GoodsDetailSkeleton />} goneIcon="box">
      {(goods) => <GroupGoodsView goods={goods} />}
    </QueryView>
  );
}

/** /pages/apps/groups/goods?id=: a group goods with its SKU sheet, open teams, buy alone and start a group. */
export default function AppsGroupsGoodsPage() {
  const { t } = useTranslation('groups');
  return (
    <RecordPage
      missing={
        <MissingRecord
          icon="box"
          title={t('goods.missingTitle')}
          description={t('goods.missingDescription')}
        />
      }
    >
      {(id) => <Loader key={id} id={id} />}
    </RecordPage>
  );
}
