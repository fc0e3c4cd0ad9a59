import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './icon';

interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children' | 'aria-label'
> {
  icon: IconName;
  /** The button's accessible name (it shows only the icon). */
  label: string;
  size?: number;
  strokeWidth?: number;
}

/** A plain button that shows one icon and is named by `label` (close, back, delete, filter…). */
export function IconButton({ icon, label, size, strokeWidth, ...button }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} {...button}>
      <Icon name={icon} size={size} strokeWidth={strokeWidth} />
    </button>
  );
}
