import { useState, type ReactNode } from 'react';
import { ReasonModal, type ReasonModalProps } from './reason-modal';

export interface RowReasonModalProps<R> extends Omit<
  ReasonModalProps,
  'open' | 'onConfirm' | 'onCancel'
> {
  /** What the action is for (a row, an id, the selected ids); the modal is open while it is set. */
  row: R | null | undefined;
  /** Runs the audited action on it with the typed reason; the modal closes when this resolves. */
  onConfirm: (row: R, reason: string) => Promise<unknown>;
  /** Clears the caller's choice (after the action, or on cancel). */
  onClose: () => void;
}

/** The ReasonModal of an action chosen on a row: open while the row is chosen, closed once done. */
export function RowReasonModal<R>({ row, onConfirm, onClose, ...modal }: RowReasonModalProps<R>) {
  return (
    <ReasonModal
      {...modal}
      open={row !== undefined && row !== null}
      onConfirm={async (reason) => {
        if (row === undefined || row === null) return;
        await onConfirm(row, reason);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}

/**
 * Deleting a row by its id with a reason (audited): `ask(id)` opens the reason modal, which `modal`
 * renders; `remove` (the delete mutation) runs with the id and the reason.
 */
export function useReasonedDelete(
  remove: { mutateAsync: (input: { id: number; reason: string }) => Promise<unknown> },
  title: ReactNode,
) {
  const [deleting, setDeleting] = useState<number>();
  const modal = (
    <RowReasonModal
      row={deleting}
      danger
      title={title}
      onConfirm={(id, reason) => remove.mutateAsync({ id, reason })}
      onClose={() => setDeleting(undefined)}
    />
  );
  return { ask: setDeleting, modal };
}
