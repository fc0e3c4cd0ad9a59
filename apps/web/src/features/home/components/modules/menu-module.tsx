import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { MediaImage } from '../../../../components/ui/media-image';
import { linkTarget } from '../../../../lib/advert-target';
import type { MenuItem } from '../../home-modules';
import styles from './modules.module.css';
import { PAGES } from '../../../../lib/paths';

function MenuEntry({ item }: { item: MenuItem }) {
  const content = (
    <>
      <span className={styles.menuIcon}>
        {item.image ? <MediaImage src={item.image} sizes="48px" /> : <Icon name="grid" size={22} />}
      </span>
      <span className={styles.menuTitle} data-testid="menu-label">
        {item.title}
      </span>
    </>
  );
  const target = linkTarget(item.url);
  if (target?.kind === 'web') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={styles.menuEntry}>
        {content}
      </a>
    );
  }
  return (
    <Link to={target?.path ?? PAGES.category} className={styles.menuEntry}>
      {content}
    </Link>
  );
}

/** Icon shortcuts in a grid of `columns`; in-app paths open in the app, web addresses in a new tab. */
export function MenuModule({ items, columns }: { items: MenuItem[]; columns: number }) {
  return (
    <ul
      className={styles.menu}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item, index) => (
        <li key={`${item.title}-${index}`}>
          <MenuEntry item={item} />
        </li>
      ))}
    </ul>
  );
}
