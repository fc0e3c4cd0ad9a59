import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReviewActionsProps {
  approveText: ReactNode;
  /** The question of the approve confirmation. */
  approveQuestion: ReactNode;
  onApprove: () => Promise<unknown>;
  refuseText: ReactNode;
  /** Opens the caller's ReasonModal (a refusal always has a reason). */
  onRefuse: () => void;
  approveTestId?: string;
}

/** The row actions of a review queue (KYC, withdrawals, disputes): approve after a confirm, or refuse. */
export function ReviewActions(props: ReviewActionsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      <Popconfirm
        title={props.approveQuestion}
        okText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        onConfirm={props.onApprove}
      >
        <Button type="primary" size="small" data-testid={props.approveTestId}>
          {props.approveText}
        </Button>
      </Popconfirm>
      <Button danger size="small" onClick={props.onRefuse}>
        {props.refuseText}
      </Button>
    </Space>
  );
}
