import type { CSSProperties } from 'react';
import { iconPaths, type IconName } from './icon-paths';

interface IconProps {
  name: IconName;
  size?: number;
  strokeWidth?: number;
  className?: string;
  style?: CSSProperties;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}

/** A line icon in the current text colour. */
export function Icon({ name, size = 22, strokeWidth = 1.8, className, style, label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      style={style}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {iconPaths[name]}
    </svg>
  );
}

export type { IconName };
