import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { queryId } from '../../lib/query-id';
import { PageShell } from './page-shell';

interface RecordPageProps {
  /** What shows when the address names no record (no usable `?id=` and no fallback). */
  missing: ReactNode;
  /** The id used when the address has none (a member's own profile). */
  fallbackId?: number;
  /** The record's view for the id. */
  children: (id: number) => ReactNode;
}

/** A page about one record named by its `?id=`: the record's view, or `missing` without an id. */
export function RecordPage({ missing, fallbackId, children }: RecordPageProps) {
  const [params] = useSearchParams();
  const id = queryId(params.get('id')) ?? fallbackId;
  return <PageShell>{id ? children(id) : missing}</PageShell>;
}
