import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon';

interface AllLinkProps {
  to: string;
  className: string | undefined;
  children: ReactNode;
}

/** A card head's link to the whole list, its text followed by a chevron ("All orders ›"). */
export function AllLink({ to, className, children }: AllLinkProps) {
  return (
    <Link to={to} className={className}>
      {children} <Icon name="right" size={14} />
    </Link>
  );
}
