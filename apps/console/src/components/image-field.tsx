import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';

/** An image path (antd Form value) with an upload button that fills it from `/common/upload` (shared by features). */
export function ImageField(props: {
  value?: string;
  onChange?: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={8} align="center">
      {props.value ? (
        <Image src={props.value} width={64} height={40} style={{ objectFit: 'cover' }} />
      ) : null}
      <Input
        value={props.value}
        onChange={(event) => props.onChange?.(event.target.value)}
        placeholder="/uploads/…"
        data-testid={props.testId}
      />
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const uploaded = await api.upload(file as File);
            props.onChange?.(uploaded.url);
            onSuccess?.(uploaded);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('actions.upload')}
        </Button>
      </Upload>
    </Flex>
  );
}
