import { Button, Space } from 'antd';
import type { ReactNode } from 'react';

export interface EditDeleteActionsProps {
  editText: ReactNode;
  onEdit: () => void;
  deleteText: ReactNode;
  /** Opens the caller's ReasonModal (a deletion always has a reason). */
  onDelete: () => void;
  editTestId?: string;
}

/** The row actions of an editable list: edit, or delete in red. */
export function EditDeleteActions(props: EditDeleteActionsProps) {
  return (
    <Space>
      <Button size="small" onClick={props.onEdit} data-testid={props.editTestId}>
        {props.editText}
      </Button>
      <Button size="small" danger onClick={props.onDelete}>
        {props.deleteText}
      </Button>
    </Space>
  );
}
