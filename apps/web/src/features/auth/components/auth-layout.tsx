import type { ReactNode } from 'react';
import { PageShell } from '../../../components/layout/page-shell';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  heading: string;
  subheading?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Auth pages: orange hero with the logo, a white card holding the form, links underneath. */
export function AuthLayout({ heading, subheading, children, footer }: AuthLayoutProps) {
  return (
    <PageShell tone="transparent" background="white">
      <div className={styles.hero}>
        <img className={styles.logo} src="/icons/icon.svg" alt="" width={56} height={56} />
        <h2 className={styles.heading}>{heading}</h2>
        {subheading && <p className={styles.subheading}>{subheading}</p>}
      </div>
      <div className={styles.card}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </PageShell>
  );
}
