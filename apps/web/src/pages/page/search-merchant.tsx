import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { SearchHeader } from '../../features/catalog/components/search/search-header';
import { ShopList } from '../../features/catalog/components/shops/shop-list';
import { normalizeKeyword } from '../../features/catalog/search-history';
import styles from './search-merchant.module.css';

/** /pages/page/search_merchant?search=: shops by name, paged; the switch above goes to the goods search. */
export default function SearchMerchantPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const search = normalizeKeyword(params.get('search') ?? '');
  const [value, setValue] = useState(search);
  return (
    <PageShell navBar={false}>
      <SearchHeader
        value={value}
        onChange={setValue}
        onSearch={(raw) =>
          setParams(normalizeKeyword(raw) ? { search: normalizeKeyword(raw) } : {}, {
            replace: true,
          })
        }
        placeholder={t('search.shopPlaceholder')}
        scope="shops"
      />
      <div className={styles.results}>
        <p className={styles.caption}>
          {search ? t('shops.resultsFor', { search }) : t('shops.all')}
        </p>
        <ShopList key={search} search={search} />
      </div>
    </PageShell>
  );
}
