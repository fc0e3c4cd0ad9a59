import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon';
import type { TabView } from '../../features/content/hooks/use-tab-items';
import { mediaUrl } from '../../lib/media';
import styles from './tab-bar.module.css';

interface TabBarProps {
  items: TabView[];
  activePath: string;
}

/** Spec §2 tab bar: 60 px high, 11 px text, orange when selected; switching tabs replaces history. */
export function TabBar({ items, activePath }: TabBarProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {items.map((item) => {
        const active = item.path === activePath;
        return (
          <button
            key={item.key}
            type="button"
            className={`${styles.item} ${active ? styles.active : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => {
              if (!active) void navigate(item.path, { replace: true });
            }}
          >
            {item.icon ? (
              <Icon name={item.icon} size={24} strokeWidth={active ? 2.1 : 1.7} />
            ) : (
              <img
                className={styles.image}
                src={mediaUrl(active ? item.selectedIconUrl || item.iconUrl : item.iconUrl)}
                alt=""
              />
            )}
            <span className={styles.label}>{item.label}</span>
          </button>
        );
      })}
    </nav>
  );
}
