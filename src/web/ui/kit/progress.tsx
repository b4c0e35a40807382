import type { CSSProperties } from 'react';
import s from './kit.module.css';
import { cx } from './cx';

/** An indeterminate circular progress (MUI's CircularProgress look). */
export function Spinner({
  size = 40,
  color = 'primary',
  label,
  className,
}: {
  size?: number;
  color?: 'primary' | 'inherit';
  label?: string;
  className?: string;
}) {
  const style: CSSProperties = { width: size, height: size, color: color === 'inherit' ? 'inherit' : undefined };
  return (
    <span className={cx(s.spinner, className)} style={style} role="progressbar" aria-label={label} aria-hidden={label ? undefined : true}>
      <svg viewBox="22 22 44 44" width="100%" height="100%" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** An indeterminate bar (loading of a part of the page). */
export function LinearProgress({ label, className }: { label?: string; className?: string }) {
  return <span className={cx(s.linear, className)} role="progressbar" aria-label={label} />;
}

/** A grey block that keeps the place of content being loaded. */
export function Skeleton({
  width,
  height = '1.2em',
  className,
  variant = 'text',
}: {
  width?: number | string;
  height?: number | string;
  className?: string;
  variant?: 'text' | 'rectangular' | 'circular';
}) {
  return <span className={cx(s.skeleton, className)} style={{ width, height, borderRadius: variant === 'circular' ? '50%' : undefined }} aria-hidden="true" />;
}
