import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface RefreshListProps {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}

/**
 * The kit's PullToRefresh brings its gesture and spring libraries (about 22 kB compressed): it loads
 * beside the first list instead of in the page's own code, and the list shows at once meanwhile.
 */
const PullToRefresh = lazy(() =>
  import('./pull-to-refresh').then(({ PullToRefresh }) => ({ default: PullToRefresh })),
);

/** Where the list's one DOM node sits: first a plain box, then inside the loaded PullToRefresh. */
function Slot({ node }: { node: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(node);
  }, [node]);
  return <div ref={ref} />;
}

/**
 * Pull-to-refresh with translated texts; spec §9 pull distance is 150 design units (75 px). The list
 * renders through a portal into one node that moves into the PullToRefresh once loaded, so it is never
 * mounted twice (its state, scroll and requests stay).
 */
export function RefreshList({ onRefresh, children }: RefreshListProps) {
  const { t } = useTranslation('common');
  const [node] = useState(() => document.createElement('div'));
  return (
    <>
      <Suspense fallback={<Slot node={node} />}>
        <PullToRefresh
          onRefresh={onRefresh}
          threshold={75}
          pullingText={t('refresh.pulling')}
          canReleaseText={t('refresh.release')}
          refreshingText={t('refresh.refreshing')}
          completeText={t('refresh.complete')}
        >
          <Slot node={node} />
        </PullToRefresh>
      </Suspense>
      {createPortal(children, node)}
    </>
  );
}
