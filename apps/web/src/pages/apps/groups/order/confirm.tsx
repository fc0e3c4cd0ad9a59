import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import { MissingRecord } from '../../../../features/catalog/components/query-view';
import { GroupConfirmView } from '../../../../features/groups/components/group-confirm-view';
import { parseConfirmParams } from '../../../../features/groups/group-paths';

/** /pages/apps/groups/order/confirm?goods_id=&sku_id=&number=&group_type=&groups_id=(&address_id=): confirm, then the cashier. */
export default function AppsGroupsConfirmPage() {
  const { t } = useTranslation('groups');
  const [params] = useSearchParams();
  const line = parseConfirmParams(params);
  const addressId = Number(params.get('address_id')) || undefined;
  return (
    <PageShell>
      {line ? (
        <GroupConfirmView
          key={params.toString()}
          line={{ ...line, ...(addressId ? { address_id: addressId } : {}) }}
        />
      ) : (
        <MissingRecord
          icon="team"
          title={t('confirm.invalidTitle')}
          description={t('confirm.invalidDescription')}
        />
      )}
    </PageShell>
  );
}
