import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { confirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { KeywordSection } from '../../features/catalog/components/search/keyword-section';
import { SearchHeader } from '../../features/catalog/components/search/search-header';
import { useSearchHistory } from '../../features/catalog/hooks/use-search-history';
import { normalizeKeyword } from '../../features/catalog/search-history';
import { useAppStore } from '../../stores/app-store';
import { PAGES } from '../../lib/paths';

/**
 * /pages/page/search: the search box, hot keywords and (members) recent searches with clear after a
 * confirm; a search opens the product list. The switch above goes to the shop search.
 */
export default function SearchPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('search') ?? '');
  const { hot, history, isMember, record, clear } = useSearchHistory();
  const searchModules = useAppStore((state) => state.modulesData.searchModules);
  const hotKeywords = hot.length > 0 ? hot : searchModules.map((item) => item.keywords);

  const search = (raw: string) => {
    const keyword = normalizeKeyword(raw);
    if (!keyword) {
      toast.info(t('search.empty'));
      return;
    }
    record(keyword);
    void navigate(`${PAGES.productList}?search=${encodeURIComponent(keyword)}`);
  };

  const confirmClear = async () => {
    const confirmed = await confirmDialog({
      content: t('search.clearConfirm'),
      confirmText: t('search.clear'),
      cancelText: t('common:actions.cancel'),
    });
    if (confirmed) await clear().catch(() => undefined); // the request layer showed the failure
  };

  return (
    <PageShell navBar={false} background="white">
      <SearchHeader
        value={value}
        onChange={setValue}
        onSearch={search}
        placeholder={t('search.placeholder')}
        scope="goods"
      />
      {isMember && (
        <KeywordSection
          title={t('search.history')}
          keywords={history}
          onPick={search}
          action={
            <button type="button" className="cm-text-button" onClick={() => void confirmClear()}>
              {t('search.clear')}
            </button>
          }
        />
      )}
      <KeywordSection
        title={t('search.hot')}
        keywords={hotKeywords}
        onPick={search}
        highlight={3}
      />
    </PageShell>
  );
}
