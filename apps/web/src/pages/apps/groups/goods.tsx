import { useTranslation } from 'react-i18next';
import { GoodsPage } from '../../../features/catalog/components/detail/goods-page';
import { groupQueries } from '../../../features/groups/api/group-queries';
import { GroupGoodsView } from '../../../features/groups/components/group-goods-view';

/** /pages/apps/groups/goods?id=: a group goods with its SKU sheet, open teams, buy alone and start a group. */
export default function AppsGroupsGoodsPage() {
  const { t } = useTranslation('groups');
  return (
    <GoodsPage
      load={groupQueries.goods}
      missing={{ title: t('goods.missingTitle'), description: t('goods.missingDescription') }}
    >
      {(goods) => <GroupGoodsView goods={goods} />}
    </GoodsPage>
  );
}
