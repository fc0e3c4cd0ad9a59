import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Layout, Spin, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { useLogout, useRefreshMe } from '../features/auth/hooks/use-console-auth';
import { ConsoleMenuContext } from '../lib/menu-context';
import { useConsoleSession } from '../lib/session';
import { FEATURES } from './routes';
import { SideMenu } from './side-menu';

const MENU = FEATURES.flatMap((feature) => feature.menu);

export function PageSpinner() {
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin size="large" />
    </Flex>
  );
}

/** Desktop frame: the role-filtered menu on the left, language, user and logout on top. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const logout = useLogout();
  useRefreshMe();
  const name = session?.user.nickname || session?.user.username || '';
  const [collapsed, setCollapsed] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={64} onCollapse={setCollapsed}>
        <Typography.Title level={5} style={{ color: '#fff', margin: '20px 20px 12px' }} ellipsis>
          {t('layout.brand')}
        </Typography.Title>
        <Suspense fallback={null}>
          <SideMenu entries={MENU} roles={session?.roles ?? []} collapsed={collapsed} />
        </Suspense>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}
        >
          <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
            <LanguageSwitch />
            <Flex align="center" gap={8} data-testid="console-user">
              <Avatar
                size="small"
                src={session?.user.avatar || undefined}
                icon={<UserOutlined />}
              />
              <Typography.Text>{name}</Typography.Text>
            </Flex>
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t('layout.logout')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <ConsoleMenuContext.Provider value={MENU}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ConsoleMenuContext.Provider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
