import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../../components/ui/search-bar';
import { useGoBack } from '../../../../components/layout/use-go-back';
import styles from './search-header.module.css';
import { TabStrip } from '../../../../components/ui/tab-strip';

interface SearchHeaderProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder: string;
  /** Goods or shops: switches between the two search pages. */
  scope: 'goods' | 'shops';
  onScope: (scope: 'goods' | 'shops') => void;
}

/** The search bar with its cancel (back) and the goods / shops switch. */
export function SearchHeader({
  value,
  onChange,
  onSearch,
  placeholder,
  scope,
  onScope,
}: SearchHeaderProps) {
  const { t } = useTranslation('catalog');
  const back = useGoBack();
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
        onChange={onScope}
        label={t('search.scope')}
        classNames={{ row: styles.scopes, tab: styles.scope, on: styles.on }}
      />
    </header>
  );
}
