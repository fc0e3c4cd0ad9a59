import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

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
