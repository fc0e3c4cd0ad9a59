import { Glyph } from './glyphs';
import styles from './cart.module.css';

/** A round check box of the cart (item, shop, select all). */
export function CartCheck({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: () => void;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      className={`${styles.check} ${checked ? styles.checked : ''}`}
      onClick={onChange}
    >
      {checked && <Glyph name="tick" size={14} strokeWidth={3} />}
    </button>
  );
}
