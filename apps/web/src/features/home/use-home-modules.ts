import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppStore } from '../../stores/app-store';
import { fetchAppInit } from '../../lib/app-init';
import { likesKey } from '../../lib/queries/likes-query';
import { readModules } from './home-modules';
import { convertModuleStyle } from './module-style';

export type HomeStatus = 'ready' | 'loading' | 'error' | 'empty';

async function loadInit() {
  const init = await fetchAppInit();
  useAppStore.getState().applyInit(init);
  return init;
}

/**
 * The home modules from the app store (common/init at start-up, kept across launches). With none
 * stored yet the page loads init itself (sharing start-up's request), so it can show a skeleton,
 * an error with retry, or the empty state. Pull to refresh loads init again.
 */
export function useHomeModules() {
  const queryClient = useQueryClient();
  const items = useAppStore((state) => state.modulesData.homeModules.item);
  const page = useAppStore((state) => state.modulesData.homeModules.page);
  const modules = useMemo(() => readModules(items), [items]);
  const init = useQuery({
    queryKey: ['content', 'init'],
    queryFn: loadInit,
    enabled: items.length === 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const status: HomeStatus =
    modules.length > 0 ? 'ready' : init.isPending ? 'loading' : init.isError ? 'error' : 'empty';
  const title = typeof page.title === 'string' ? page.title : '';
  const background = convertModuleStyle({ backgroundColor: page.backgroundColor });

  const refresh = async () => {
    await Promise.all([loadInit(), queryClient.refetchQueries({ queryKey: likesKey('index') })]);
  };

  return {
    modules,
    status,
    title,
    background,
    error: init.error,
    refresh,
    retry: () => void init.refetch(),
  };
}
