import type { CSSProperties, ReactNode } from 'react';
import { iconPaths, type IconName } from './icon-paths';

interface StrokeSvgProps {
  size: number;
  strokeWidth: number;
  className?: string;
  style?: CSSProperties;
  /** Accessible name; without it the drawing is decorative. */
  label?: string;
  children: ReactNode;
}

/** A 24×24 drawing stroked with the current text colour, rounded at caps and joins. */
export function StrokeSvg({
  size,
  strokeWidth,
  className,
  style,
  label,
  children,
}: StrokeSvgProps) {
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
      {children}
    </svg>
  );
}

/** One shape of an icon's data: `circle …`, `rect …`, `ellipse …`, or else a path's `d`. */
function IconShape({ spec }: { spec: string }) {
  const [kind, ...n] = spec.split(' ');
  if (kind === 'circle') return <circle cx={n[0]} cy={n[1]} r={n[2]} />;
  if (kind === 'rect') return <rect x={n[0]} y={n[1]} width={n[2]} height={n[3]} rx={n[4]} />;
  if (kind === 'ellipse') return <ellipse cx={n[0]} cy={n[1]} rx={n[2]} ry={n[3]} />;
  return <path d={spec} />;
}

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
export function Icon({ name, size = 22, strokeWidth = 1.8, ...rest }: IconProps) {
  const shapes: string | readonly string[] = iconPaths[name];
  return (
    <StrokeSvg size={size} strokeWidth={strokeWidth} {...rest}>
      {typeof shapes === 'string' ? (
        <IconShape spec={shapes} />
      ) : (
        shapes.map((spec, i) => <IconShape key={i} spec={spec} />)
      )}
    </StrokeSvg>
  );
}

export type { IconName };
