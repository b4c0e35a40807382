import s from './kit.module.css';
import { cx } from './cx';

export interface IconProps {
  /** A path of ./icons.ts (24 × 24 view box). */
  path: string;
  size?: 'small' | 'medium' | 'large' | 'inherit';
  /** Points the reading way: turned over in right-to-left pages. */
  mirrored?: boolean;
  /** A name for screen readers; without it the icon is decoration (aria-hidden). */
  label?: string;
  className?: string;
}

/** A Material icon as a plain `<svg>` (1em box, currentColor), without MUI's SvgIcon. */
export function Icon({ path, size = 'medium', mirrored, label, className }: IconProps) {
  return (
    <svg
      className={cx(
        s.icon,
        size === 'small' && s.iconSmall,
        size === 'large' && s.iconLarge,
        size === 'inherit' && s.iconInherit,
        mirrored && s.mirrored,
        className,
      )}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={path} />
    </svg>
  );
}
