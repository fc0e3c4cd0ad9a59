import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Space, Upload } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';

/** The goods' images: uploaded through the upload route; the first is the cover. */
export function ImageUploader(props: {
  value?: string[];
  onChange?: (value: string[]) => void;
  max: number;
}) {
  const { t } = useTranslation('merchant');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const images = props.value ?? [];
  return (
    <Space wrap size={12}>
      {images.map((src) => (
        <div key={src} style={{ position: 'relative' }}>
          <Image src={src} width={88} height={88} style={{ objectFit: 'cover', borderRadius: 6 }} />
          <CloseCircleFilled
            aria-label="remove"
            style={{
              position: 'absolute',
              top: -6,
              right: -6,
              color: '#ff4d4f',
              cursor: 'pointer',
            }}
            onClick={() => props.onChange?.(images.filter((image) => image !== src))}
          />
        </div>
      ))}
      {images.length < props.max ? (
        <Upload
          accept="image/*"
          showUploadList={false}
          data-testid="goods-image-upload"
          customRequest={({ file }) => {
            setBusy(true);
            api
              .upload(file as Blob)
              .then((uploaded) => props.onChange?.([...images, uploaded.url]))
              .catch((error: unknown) => void message.error(String((error as Error).message)))
              .finally(() => setBusy(false));
          }}
        >
          <button
            type="button"
            disabled={busy}
            style={{
              width: 88,
              height: 88,
              border: '1px dashed #d9d9d9',
              borderRadius: 6,
              background: '#fafafa',
              cursor: 'pointer',
            }}
          >
            <PlusOutlined />
            <div style={{ marginTop: 4 }}>{t('editor.upload')}</div>
          </button>
        </Upload>
      ) : null}
    </Space>
  );
}
