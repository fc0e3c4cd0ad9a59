import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../components/layout/load-failed-view';
import { PageShell } from '../../components/layout/page-shell';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { GoButton } from '../../components/ui/go-button';
import { SearchBar } from '../../components/ui/search-bar';
import { chatQueries } from '../../features/chat/api/chat-queries';
import { HelpItem } from '../../features/chat/components/help/help-item';
import { filterHelp } from '../../features/chat/help-search';
import styles from './help.module.css';
import { PAGES } from '../../lib/paths';

/** /pages/user/help (Help center): help articles to expand, a search by title and keywords, and customer service. */
export default function HelpPage() {
  const { t } = useTranslation('chat');
  const help = useQuery(chatQueries.help());
  const [query, setQuery] = useState('');
  const articles = filterHelp(help.data ?? [], query);

  return (
    <PageShell>
      <label className={styles.search}>
        <span className={styles.label}>{t('help.search')}</span>
        <SearchBar placeholder={t('help.search')} value={query} onChange={setQuery} />
      </label>
      {help.isPending && <ListSkeleton />}
      {help.isError && <QueryFailedView query={help} />}
      {help.isSuccess && articles.length === 0 && (
        <EmptyState
          icon="help"
          title={t(query ? 'help.noMatchTitle' : 'help.emptyTitle')}
          description={t('help.emptyDescription')}
        />
      )}
      {articles.length > 0 && (
        <ul className={styles.list} aria-label={t('help.listLabel')}>
          {articles.map((article) => (
            <HelpItem key={article.id} article={article} />
          ))}
        </ul>
      )}
      <div className={styles.contact}>
        <p className={styles.contactText}>{t('help.stillNeed')}</p>
        <GoButton variant="outline" to={PAGES.service}>
          {t('help.contact')}
        </GoButton>
      </div>
    </PageShell>
  );
}
