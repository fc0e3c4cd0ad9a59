import type { AuditEntry } from '@cloudmall/contract/access';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function Json({ value }: { value: unknown }) {
  const text = value === undefined || value === null ? '—' : JSON.stringify(value, null, 2);
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
      {text}
    </pre>
  );
}

/** An entry's state before and after the action (and its details), side by side. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Typography.Text strong>{t('fields.before')}</Typography.Text>
        <Json value={entry.before} />
      </Col>
      <Col span={8}>
        <Typography.Text strong>{t('fields.after')}</Typography.Text>
        <Json value={entry.after} />
      </Col>
      <Col span={8}>
        <Typography.Text strong>{t('fields.detail')}</Typography.Text>
        <Json value={entry.detail} />
      </Col>
    </Row>
  );
}
