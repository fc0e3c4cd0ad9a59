import type { Controlled } from './controlled';
import { Icon } from './icon';

interface EyeToggleProps extends Controlled<boolean> {
  /** Pressing hides what the eye guards (amounts) rather than showing it (a password). */
  hides?: boolean;
  className: string | undefined;
  label: string;
  size: number;
}

/** A pressed toggle with an eye: open while what it guards is shown, shut while it is hidden. */
export function EyeToggle({
  value,
  onChange,
  hides = false,
  className,
  label,
  size,
}: EyeToggleProps) {
  const shown = hides ? !value : value;
  return (
    <button
      type="button"
      className={className}
      onClick={() => onChange(!value)}
      aria-pressed={value}
      aria-label={label}
    >
      <Icon name={shown ? 'eye' : 'eyeOff'} size={size} />
    </button>
  );
}
