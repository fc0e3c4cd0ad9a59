import { Button, Space, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from './actions-column';

export interface EditDeleteActionsProps {
  onEdit: () => void;
  /** Opens the caller's ReasonModal (a deletion always has a reason). */
  onDelete: () => void;
  editTestId?: string;
}

/** The row actions of an editable list: edit, or delete in red. */
export function EditDeleteActions(props: EditDeleteActionsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" onClick={props.onEdit} data-testid={props.editTestId}>
        {t('actions.edit')}
      </Button>
      <Button size="small" danger onClick={props.onDelete}>
        {t('actions.delete')}
      </Button>
    </Space>
  );
}

/**
 * A table's last column of EditDeleteActions for rows with an `id`; with `testIdPrefix` the edit
 * button's test id is `<prefix>-edit-<id>`. Default width 160.
 */
export function editDeleteColumn<R extends { id: number }>(
  onEdit: (row: R) => void,
  onDelete: (row: R) => void,
  { testIdPrefix, width = 160 }: { testIdPrefix?: string; width?: number } = {},
): TableColumnType<R> {
  return actionsColumn(
    (row) => (
      <EditDeleteActions
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
        editTestId={testIdPrefix ? `${testIdPrefix}-edit-${row.id}` : undefined}
      />
    ),
    width,
  );
}
