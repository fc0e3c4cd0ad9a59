import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUserStore } from '../../../stores/user-store';
import { clearSearchHistory } from '../api/catalog-api';
import { catalogKeys, catalogQueries } from '../api/catalog-queries';
import { clearLocalHistory, mergeHistory, readLocalHistory, recordSearch } from '../search-history';

/**
 * Hot keywords for everyone; recent searches for members: the server's list merged with this
 * device's, recorded on every search, cleared on both sides.
 */
export function useSearchHistory() {
  const userId = useUserStore((state) => (state.isLogin ? state.id : 0));
  const queryClient = useQueryClient();
  const hot = useQuery(catalogQueries.hotSearches());
  const saved = useQuery({ ...catalogQueries.searchHistory(), enabled: userId > 0 });
  // this device's list, read again when the member changes (login or logout on the page)
  const [stored, setStored] = useState(() => ({ userId, list: readLocalHistory(userId) }));
  const local = stored.userId === userId ? stored.list : readLocalHistory(userId);
  const history = userId ? mergeHistory(saved.data ?? [], local) : [];

  const record = (keyword: string) => {
    if (userId) setStored({ userId, list: recordSearch(userId, keyword) });
  };

  const clear = async () => {
    await clearSearchHistory();
    clearLocalHistory(userId);
    setStored({ userId, list: [] });
    queryClient.setQueryData(catalogKeys.searchHistory(), []);
  };

  const hotWords = (hot.data ?? []).map((row) => row.keywords);
  return { hot: hotWords, history, isMember: userId > 0, record, clear };
}
