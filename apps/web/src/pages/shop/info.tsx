import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { RecordQueryView } from '../../features/catalog/components/query-view';
import { ShopDetails } from '../../features/catalog/components/shops/shop-details';
import { PAGES } from '../../lib/paths';
import { queryId } from '../../lib/query-id';

/** /pages/shop/info?id=: the shop's details, follow, its goods, a chat with the shop and a complaint about it. */
export default function ShopInfoPage() {
  const { t } = useTranslation(['catalog', 'service']);
  const [params] = useSearchParams();
  const id = queryId(params.get('id') ?? params.get('shop_id'));
  const query = useQuery({ ...catalogQueries.shop(id ?? 0), enabled: id !== undefined });
  return (
    <PageShell>
      <RecordQueryView
        id={id}
        query={query}
        icon="store"
        missing={{ title: t('shop.missingTitle'), description: t('shop.missingDescription') }}
      >
        {(page) => (
          <>
            <ShopDetails shop={page.shop} />
            <p style={{ margin: '4px 16px 24px', textAlign: 'center' }}>
              <Link
                className="cm-text-button"
                to={`${PAGES.complaint}?type=shop&id=${page.shop.id}`}
              >
                {t('service:complaint.reportShop')}
              </Link>
            </p>
          </>
        )}
      </RecordQueryView>
    </PageShell>
  );
}
