import { Icon } from './icon';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  /** What the field shows; typing may leave it blank or out of range until it is checked. */
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
}

/** Minus, a number field and plus; the buttons stop at the bounds, the field accepts digits only. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  decreaseLabel,
  increaseLabel,
}: QuantityStepperProps) {
  const current = Number(value);
  const step = (delta: number) => {
    const base = Number.isFinite(current) && value !== '' ? Math.floor(current) : min;
    onChange(String(Math.min(Math.max(min, base + delta), Math.max(min, max))));
  };
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        onClick={() => step(-1)}
        disabled={!(current > min)}
        aria-label={decreaseLabel}
      >
        <Icon name="minus" size={16} strokeWidth={2.2} />
      </button>
      <input
        value={value}
        inputMode="numeric"
        aria-label={label}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <button
        type="button"
        onClick={() => step(1)}
        disabled={current >= max}
        aria-label={increaseLabel}
      >
        <Icon name="plus" size={16} strokeWidth={2.2} />
      </button>
    </span>
  );
}
