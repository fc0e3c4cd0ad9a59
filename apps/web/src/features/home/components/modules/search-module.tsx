import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import styles from './modules.module.css';
import { PAGES } from '../../../../lib/paths';

/** A search box that opens the search page; the placeholder comes from the decoration. */
export function SearchModule({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={PAGES.search} className={styles.search}>
      <Icon name="search" size={18} />
      <span>{placeholder || t('search.placeholder')}</span>
    </Link>
  );
}
