import { Link } from 'react-router';
import { Icon } from './icon';

interface AllLinkProps {
  to: string;
  /** The link's words ("All orders"); a chevron follows them. */
  label: string;
  className: string | undefined;
}

/** A card head's link to the whole list, its label followed by a chevron ("All orders ›"). */
export function AllLink({ to, label, className }: AllLinkProps) {
  return (
    <Link to={to} className={className}>
      {label} <Icon name="right" size={14} />
    </Link>
  );
}
