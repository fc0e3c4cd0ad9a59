import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { contractRules } from '../../../lib/form-rules';
import { useConsoleSession } from '../../../lib/session';
import { consoleAuthRoutes } from '@cloudmall/contract/access';
import { useLogin } from '../hooks/use-console-auth';

/** Only paths inside the console, never another site (`?next=` is read from the URL). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** The console's login: a member account holding a console role (username or mobile, password). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const session = useConsoleSession();
  const login = useLogin(() => void navigate(next, { replace: true }));
  const schema = consoleAuthRoutes.login.input;

  if (session) return <Navigate to={next} replace />;
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Flex justify="flex-end" style={{ width: 400 }}>
        <LanguageSwitch />
      </Flex>
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={(values: { account: string; password: string }) => login.mutate(values)}
        >
          <Form.Item
            name="account"
            label={t('account')}
            rules={contractRules(schema, 'account', t)}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('password')}
            rules={contractRules(schema, 'password', t)}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
