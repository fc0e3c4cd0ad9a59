import { Spinner } from '../ui/spinner';
import { QueryFailedView } from './load-failed-view';

interface QueryWaitViewProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The box the spinner sits in while the first answer is awaited. */
  className: string | undefined;
  spinnerSize: number;
}

/** A query's first load (a spinner) or its failure (with its retry); nothing once it has answered. */
export function QueryWaitView({ query, className, spinnerSize }: QueryWaitViewProps) {
  if (query.isPending) {
    return (
      <div className={className}>
        <Spinner size={spinnerSize} />
      </div>
    );
  }
  return query.isError ? <QueryFailedView query={query} /> : null;
}
