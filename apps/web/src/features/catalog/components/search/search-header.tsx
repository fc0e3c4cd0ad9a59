import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchBar } from '../../../../components/ui/search-bar';
import { useGoBack } from '../../../../components/layout/use-go-back';
import styles from './search-header.module.css';
import { TabStrip } from '../../../../components/ui/tab-strip';
import { PAGES } from '../../../../lib/paths';

type Scope = 'goods' | 'shops';
const SCOPE_PAGES: Record<Scope, string> = { goods: PAGES.search, shops: PAGES.searchMerchant };

interface SearchHeaderProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder: string;
  /** Goods or shops: the switch opens the other search page with the keyword typed so far. */
  scope: Scope;
}

/** The search bar with its cancel (back) and the goods / shops switch. */
export function SearchHeader({ value, onChange, onSearch, placeholder, scope }: SearchHeaderProps) {
  const { t } = useTranslation('catalog');
  const back = useGoBack();
  const navigate = useNavigate();
  const switchTo = (next: Scope) => {
    if (next === scope) return;
    const keyword = value.trim();
    const query = keyword ? `?search=${encodeURIComponent(keyword)}` : '';
    void navigate(`${SCOPE_PAGES[next]}${query}`, { replace: true });
  };
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <SearchBar
          className={styles.bar}
          value={value}
          onChange={onChange}
          onSearch={onSearch}
          placeholder={placeholder}
          maxLength={64}
          showCancelButton={() => true}
          cancelText={t('search.cancel')}
          onCancel={back}
        />
      </div>
      <TabStrip
        tabs={(['goods', 'shops'] as const).map((item) => ({
          value: item,
          label: t(`search.scopes.${item}`),
        }))}
        value={scope}
        onChange={switchTo}
        label={t('search.scope')}
        classNames={{ row: styles.scopes, tab: styles.scope, on: styles.on }}
      />
    </header>
  );
}
