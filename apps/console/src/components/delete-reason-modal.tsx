import type { ReactNode } from 'react';
import { ReasonModal } from './reason-modal';

export interface DeleteReasonModalProps {
  /** The row to delete; the modal is open while it is set. */
  id: number | undefined;
  title: ReactNode;
  /** The delete mutation (`remove.mutateAsync`). */
  remove: (input: { id: number; reason: string }) => Promise<unknown>;
  onClose: () => void;
}

/** The red confirmation of an audited deletion: asks the reason, deletes row `id`, then closes. */
export function DeleteReasonModal({ id, title, remove, onClose }: DeleteReasonModalProps) {
  return (
    <ReasonModal
      open={id !== undefined}
      danger
      title={title}
      onConfirm={async (reason) => {
        await remove({ id: id!, reason });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
