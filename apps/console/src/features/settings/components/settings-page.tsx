import { consoleSettingsRoutes, type SettingRow } from '@cloudmall/contract/console-content';
import { Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleQuery } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/url-query';
import { preview } from './json-schema';
import { SettingEditor } from './setting-editor';

const MODULES = [
  'app',
  'campaigns',
  'category',
  'chat',
  'coins',
  'devices',
  'find',
  'home',
  'identity',
  'orders',
  'pages',
  'signin',
  'team',
  'wallet',
];

/** Settings grouped by module (the key's prefix): value, default, last change; a drawer edits one. */
export default function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const [query, setQuery] = useUrlQuery();
  const open = query.key;
  const detail = useConsoleQuery(
    consoleSettingsRoutes.list,
    { q: open ?? '', page: 1, list_rows: 5 },
    { enabled: Boolean(open) },
  );
  const row = detail.data?.data.find((item) => item.key === open);

  return (
    <>
      <PageHeader title={t('settings:title')} subtitle={t('settings:subtitle')} />
      <ServerTable
        route={consoleSettingsRoutes.list}
        rowKey={(item) => item.key}
        filters={[
          selectFilter('module', t('settings:module'), MODULES, (value) =>
            t(`settings:modules.${value}`),
          ),
          { kind: 'text', name: 'q', label: t('settings:key') },
        ]}
        onRowClick={(item) => setQuery({ key: item.key })}
        columns={[
          {
            title: t('settings:module'),
            dataIndex: 'module',
            width: 140,
            render: (value: string) => <Tag color="orange">{t(`settings:modules.${value}`)}</Tag>,
          },
          {
            title: t('settings:setting'),
            dataIndex: 'key',
            render: (key: string) => (
              <div data-testid={`setting-${key}`}>
                <div>{t(`settings:desc.${key}.title`)}</div>
                <Typography.Text type="secondary" code>
                  {key}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: t('settings:value'),
            dataIndex: 'value',
            render: (value: unknown, item: SettingRow) => (
              <Typography.Text
                style={{ fontFamily: 'monospace', fontSize: 12 }}
                type={
                  JSON.stringify(value) === JSON.stringify(item.default_value)
                    ? 'secondary'
                    : undefined
                }
              >
                {preview(value)}
              </Typography.Text>
            ),
          },
          {
            title: t('settings:updated'),
            dataIndex: 'updated_at',
            width: 170,
            render: (at: number) => (at ? new Date(at * 1000).toLocaleString() : '—'),
          },
        ]}
      />
      <Drawer
        open={Boolean(open)}
        width={640}
        title={row ? t(`settings:desc.${row.key}.title`) : open}
        onClose={() => setQuery({ key: undefined })}
        destroyOnHidden
      >
        {row ? <SettingEditor row={row} onSaved={() => setQuery({ key: undefined })} /> : null}
      </Drawer>
    </>
  );
}
