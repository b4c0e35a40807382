import { Children, isValidElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import s from './kit.module.css';
import { cx } from './cx';

/** A short hint shown on hover and keyboard focus of its child; the child keeps its own accessible name. */
export function Tooltip({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <span className={cx(s.tooltipWrap, className)}>
      {children}
      <span className={s.tooltip} aria-hidden="true">
        {title}
      </span>
    </span>
  );
}

export interface ToggleButtonProps<V extends string> {
  value: V;
  children: ReactNode;
  disabled?: boolean;
  label?: string;
}
export function ToggleButton<V extends string>(_props: ToggleButtonProps<V>): null {
  return null;
}

/** Buttons of which one is pressed (a period, a view): `aria-pressed` on each. */
export function ToggleGroup<V extends string>({
  value,
  onChange,
  label,
  className,
  children,
}: {
  value: V | null;
  onChange: (value: V) => void;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const buttons = Children.toArray(children).filter((c): c is ReactElement<ToggleButtonProps<V>> => isValidElement(c));
  return (
    <div role="group" aria-label={label} className={cx(s.toggleGroup, className)}>
      {buttons.map(({ props: b }) => (
        <button
          key={b.value}
          type="button"
          className={s.toggle}
          aria-pressed={b.value === value}
          aria-label={b.label}
          disabled={b.disabled}
          onClick={() => onChange(b.value)}
        >
          {b.children}
        </button>
      ))}
    </div>
  );
}

export function List({ children, className, 'aria-label': label }: { children: ReactNode; className?: string; 'aria-label'?: string }) {
  return (
    <ul className={cx(s.list, className)} aria-label={label}>
      {children}
    </ul>
  );
}

/** A row of a list; a link (`to`, `href`) or a button (`onClick`) when it does something. */
export function ListItem({
  children,
  to,
  href,
  onClick,
  current,
  className,
}: {
  children: ReactNode;
  to?: string;
  href?: string;
  onClick?: () => void;
  current?: boolean;
  className?: string;
}) {
  const c = cx(s.listItem, className);
  const aria = current ? ('page' as const) : undefined;
  return (
    <li>
      {to ? (
        <Link to={to} className={c} aria-current={aria} onClick={onClick}>
          {children}
        </Link>
      ) : href ? (
        <a href={href} className={c} aria-current={aria} onClick={onClick}>
          {children}
        </a>
      ) : onClick ? (
        <button type="button" className={c} onClick={onClick}>
          {children}
        </button>
      ) : (
        <div className={c}>{children}</div>
      )}
    </li>
  );
}

export function ListItemText({ primary, secondary }: { primary: ReactNode; secondary?: ReactNode }) {
  return (
    <span className={s.listItemText}>
      <span>{primary}</span>
      {secondary != null && <span className={s.listItemSecondary}>{secondary}</span>}
    </span>
  );
}

/** Breakpoints (MUI's values, px): `useMediaQuery(down('sm'))`. */
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const up = (b: keyof typeof BREAKPOINTS) => `(min-width: ${BREAKPOINTS[b]}px)`;
export const down = (b: keyof typeof BREAKPOINTS) => `(max-width: ${BREAKPOINTS[b] - 0.05}px)`;

/**
 * Whether a media query matches; `false` on the server and during hydration (so the server's
 * HTML and the first client render agree). Prefer CSS media queries for looks: this is for
 * behaviour only (e.g. a dialog full screen on a phone).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
