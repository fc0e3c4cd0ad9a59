import { Icon } from '../../../../components/ui/icon';
import styles from './topup-intro.module.css';

/** A short headline block at the top of the top-up flow. */
export function TopupIntro({ title, description }: { title: string; description: string }) {
  return (
    <header className={styles.intro}>
      <span className={styles.icon}>
        <Icon name="coins" size={26} />
      </span>
      <div>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.description}>{description}</p>
      </div>
    </header>
  );
}
