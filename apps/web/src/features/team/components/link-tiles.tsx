import { Link } from 'react-router';
import styles from './team.module.css';

/** Pages of the team side by side as tiles (the team, the QR code, the share poster). */
export function LinkTiles({ links }: { links: { to: string; label: string }[] }) {
  return (
    <div className={styles.links}>
      {links.map((link) => (
        <Link key={link.to} className={styles.tile} to={link.to}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
