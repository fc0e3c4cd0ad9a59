import type { CategoryNode } from '@cloudmall/contract/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { MediaImage } from '../../../../components/ui/media-image';
import { useAppStore } from '../../../../stores/app-store';
import { advertTarget } from '../../../../lib/advert-target';
import { panelSections } from '../../category-tree';
import styles from './category-browser.module.css';
import { paths } from '../../../../lib/paths';
import { CategoryLink } from '../../../../components/goods/category-link';

const listPath = (id: number) => paths.categoryGoods(id);

function CategoryTile({ node }: { node: CategoryNode }) {
  return (
    <li>
      <CategoryLink
        category={node}
        boxSize={24}
        classNames={{ link: styles.tile, picture: styles.picture, name: styles.name }}
      />
    </li>
  );
}

/** Top categories in a rail on the left; the chosen one's children (with pictures) on the right. */
export function CategoryBrowser({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation('catalog');
  const [activeId, setActiveId] = useState(tree[0]?.id);
  const active = tree.find((node) => node.id === activeId) ?? tree[0];
  const advert = useAppStore((state) =>
    active ? state.adData.categoryAdverts[String(active.id)]?.[0] : undefined,
  );
  return (
    <div className={styles.browser}>
      <ul className={styles.rail} aria-label={t('category.top')}>
        {tree.map((node) => (
          <li key={node.id}>
            <button
              type="button"
              className={node.id === active?.id ? styles.railOn : styles.railItem}
              aria-pressed={node.id === active?.id}
              onClick={() => setActiveId(node.id)}
            >
              {node.name}
            </button>
          </li>
        ))}
      </ul>
      {active && (
        <div className={styles.panel} key={active.id}>
          {advert && (
            <Link to={advertTarget(advert)} className={styles.advert}>
              <MediaImage src={advert.media} sizes="75vw" />
            </Link>
          )}
          <Link to={listPath(active.id)} className={styles.all}>
            {t('category.all', { name: active.name })}
            <Icon name="right" size={14} />
          </Link>
          {panelSections(active).map((section) => (
            <section key={section.title?.id ?? 'direct'} className={styles.section}>
              {section.title && (
                <h3 className={styles.sectionTitle}>
                  <Link to={listPath(section.title.id)}>{section.title.name}</Link>
                </h3>
              )}
              <ul className={styles.grid}>
                {section.items.map((node) => (
                  <CategoryTile key={node.id} node={node} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
