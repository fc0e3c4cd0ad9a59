import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icon';

interface ChevronLinkProps {
  to: string;
  className: string | undefined;
  icon: IconName;
  /** The icon's size; the chevron after the text is 4px smaller. */
  size: number;
  children: ReactNode;
}

/** A link drawn as its icon, its text and a chevron to the right. */
export function ChevronLink({ to, className, icon, size, children }: ChevronLinkProps) {
  return (
    <Link to={to} className={className}>
      <Icon name={icon} size={size} />
      <span>{children}</span>
      <Icon name="right" size={size - 4} />
    </Link>
  );
}
