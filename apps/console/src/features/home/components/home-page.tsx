import { Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { labelNamespaces, useConsoleMenu } from '../../../lib/menu-context';
import { CONSOLE_ROLES } from '../../../lib/roles';
import { useConsoleSession } from '../../../lib/session';

/** Home: who you are here (your roles) and, per role, what it lets you do with links to its pages. */
export default function HomePage() {
  const menu = useConsoleMenu();
  const { t } = useTranslation(labelNamespaces(menu, 'home'));
  const session = useConsoleSession();
  const held = CONSOLE_ROLES.filter((role) => session?.roles.includes(role));
  const name = session?.user.nickname || session?.user.username || '';

  return (
    <>
      <PageHeader
        title={t('home:welcome', { name })}
        subtitle={
          <span data-testid="home-roles">
            {t('home:yourRoles')}{' '}
            {held.map((role) => (
              <Tag key={role} color="orange">
                {t(`common:roles.${role}`)}
              </Tag>
            ))}
          </span>
        }
      />
      <Row gutter={[16, 16]}>
        {held.map((role) => {
          const pages = menu.filter((entry) => entry.section === role);
          return (
            <Col key={role} xs={24} lg={12} xl={8}>
              <Card title={t(`common:roles.${role}`)} data-testid={`home-section-${role}`}>
                <Typography.Paragraph type="secondary">
                  {t(`home:about.${role}`)}
                </Typography.Paragraph>
                {pages.length > 0 ? (
                  <List
                    size="small"
                    dataSource={pages}
                    renderItem={(entry) => (
                      <List.Item>
                        <Link to={`/${entry.path}`}>
                          {entry.icon} {t(entry.label)}
                        </Link>
                      </List.Item>
                    )}
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home:noPagesYet')} />
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
