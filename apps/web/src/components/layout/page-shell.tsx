import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar, type NavBarTone } from './nav-bar';
import { useRouteMeta } from './route-meta';
import { useIsTabPage } from './tab-page-context';
import styles from './page-shell.module.css';

interface PageShellProps {
  children: ReactNode;
  /** Defaults to the route's translated title. */
  title?: string;
  back?: boolean;
  right?: ReactNode;
  tone?: NavBarTone;
  /** Pages with their own header (My page) hide the bar. */
  navBar?: boolean;
  background?: 'grey' | 'white';
}

/** Page frame: custom nav bar with the route title, document title, and the page background. */
export function PageShell({
  children,
  title,
  back,
  right,
  tone,
  navBar = true,
  background = 'grey',
}: PageShellProps) {
  const { t } = useTranslation(['routes', 'common']);
  const meta = useRouteMeta();
  const isTabPage = useIsTabPage();
  const pageTitle = title ?? (meta ? t(`routes:${meta.titleKey}`) : t('common:appTitle'));
  const appTitle = t('common:appTitle');

  useEffect(() => {
    document.title = pageTitle === appTitle ? appTitle : `${pageTitle} · ${appTitle}`;
  }, [pageTitle, appTitle]);

  return (
    <div className={`${styles.page} ${background === 'white' ? styles.white : ''}`}>
      {navBar && <NavBar title={pageTitle} back={back ?? !isTabPage} right={right} tone={tone} />}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
