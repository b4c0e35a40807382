import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import s from './kit.module.css';
import { cx } from './cx';
import { Icon } from './icon';
import { iconClose } from './icons';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning';
const COLOR: Record<ChipColor, string | undefined> = {
  default: undefined,
  primary: s.chipPrimary,
  secondary: s.chipSecondary,
  success: s.chipSuccess,
  error: s.chipError,
  warning: s.chipWarning,
};

export interface ChipProps {
  label: ReactNode;
  color?: ChipColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  icon?: ReactNode;
  /** A chip that is a link inside the site. */
  to?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** A remove button in the chip, named `deleteLabel`. */
  onDelete?: () => void;
  deleteLabel?: string;
  /** A toggle chip (filters): announced as pressed. */
  pressed?: boolean;
  title?: string;
  /** A name for screen readers when the label alone says too little (e.g. "Plan: Free"). */
  'aria-label'?: string;
  className?: string;
}

/** A small label, link or toggle (MUI Chip's look). */
export function Chip({
  label,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  icon,
  to,
  onClick,
  onDelete,
  deleteLabel,
  pressed,
  title,
  className,
  'aria-label': ariaLabel,
}: ChipProps) {
  const classes = cx(
    s.chip,
    COLOR[color],
    variant === 'outlined' && s.chipOutlined,
    size === 'small' && s.chipSmall,
    (to || onClick) && s.chipClickable,
    className,
  );
  const body = (
    <>
      {icon}
      <span className={s.chipLabel}>{label}</span>
    </>
  );
  if (to)
    return (
      <Link to={to} className={classes} title={title} aria-label={ariaLabel}>
        {body}
      </Link>
    );
  if (onClick)
    return (
      <button type="button" className={classes} onClick={onClick} aria-pressed={pressed} title={title} aria-label={ariaLabel}>
        {body}
      </button>
    );
  return (
    <span className={classes} title={title} aria-label={ariaLabel} role={ariaLabel ? 'img' : undefined}>
      {body}
      {onDelete && (
        <button type="button" className={s.chipDelete} onClick={onDelete} aria-label={deleteLabel}>
          <Icon path={iconClose} size="inherit" />
        </button>
      )}
    </span>
  );
}
