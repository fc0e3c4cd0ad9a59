import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryId } from '../../lib/query-id';
import { EmptyState } from '../ui/empty-state';
import { PageShell } from './page-shell';

type RecordPageProps = {
  /** The id used when the address has none (a member's own profile). */
  fallbackId?: number;
  /** The record's view brings its own page shell (a custom bar); only the missing state gets one here. */
  ownShell?: boolean;
  /** The record's view for the id. */
  children: (id: number) => ReactNode;
} & (
  | {
      /** What shows when the address names no record (no usable `?id=` and no fallback). */
      missing: ReactNode;
    }
  | {
      /** Without an id, the "not found" state with this title, a `namespace:key` translation key. */
      notFound: `${string}:${string}`;
    }
);

/** A page about one record named by its `?id=`: the record's view, or a "missing" state without an id. */
export function RecordPage({ fallbackId, ownShell, children, ...without }: RecordPageProps) {
  const [params] = useSearchParams();
  const id = queryId(params.get('id')) ?? fallbackId;
  const missing = 'missing' in without ? without.missing : <NotFound titleKey={without.notFound} />;
  if (ownShell && id) return children(id);
  return <PageShell>{id ? children(id) : missing}</PageShell>;
}

function NotFound({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(titleKey.split(':')[0]);
  return <EmptyState icon="alert" title={t(titleKey)} />;
}
