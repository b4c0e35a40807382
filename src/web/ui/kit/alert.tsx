import type { ReactNode } from 'react';
import s from './kit.module.css';
import { cx } from './cx';
import { Icon } from './icon';
import { IconButton } from './button';
import { iconCheckCircleOutlined, iconClose, iconErrorOutlined, iconInfoOutlined } from './icons';

export type Severity = 'success' | 'info' | 'warning' | 'error';
const SEVERITY_CLASS: Record<Severity, string | undefined> = { info: undefined, success: s.alertSuccess, warning: s.alertWarning, error: s.alertError };
const SEVERITY_ICON: Record<Severity, string> = {
  info: iconInfoOutlined,
  success: iconCheckCircleOutlined,
  warning: iconErrorOutlined,
  error: iconErrorOutlined,
};

export interface AlertProps {
  severity?: Severity;
  variant?: 'standard' | 'outlined' | 'filled';
  title?: ReactNode;
  /** A button or link at the end (e.g. "Retry"). */
  action?: ReactNode;
  /** Shows a close button with this accessible name. */
  onClose?: () => void;
  closeLabel?: string;
  /** `alert` interrupts a screen reader (errors), `status` waits (default for the others). */
  role?: 'alert' | 'status' | 'none';
  icon?: false;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A message in a coloured box (MUI Alert's look). */
export function Alert({
  severity = 'info',
  variant = 'standard',
  title,
  action,
  onClose,
  closeLabel = 'Close',
  role,
  icon,
  id,
  className,
  children,
}: AlertProps) {
  const r = role ?? (severity === 'error' ? 'alert' : 'status');
  return (
    <div
      id={id}
      role={r === 'none' ? undefined : r}
      className={cx(s.alert, SEVERITY_CLASS[severity], variant === 'outlined' && s.alertOutlined, variant === 'filled' && s.alertFilled, className)}
    >
      {icon !== false && (
        <span className={s.alertIcon}>
          <Icon path={SEVERITY_ICON[severity]} size="inherit" />
        </span>
      )}
      <div className={s.alertBody}>
        {title != null && <p className={s.alertTitle}>{title}</p>}
        {children}
      </div>
      {(action != null || onClose) && (
        <div className={s.alertAction}>
          {action}
          {onClose && (
            <IconButton label={closeLabel} size="small" color="inherit" onClick={onClose}>
              <Icon path={iconClose} size="small" />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}

/** A message pinned to the bottom of the screen (the feedback outlet's toast). */
export function Snackbar({ open, placement = 'bottom', children }: { open: boolean; placement?: 'top' | 'bottom'; children: ReactNode }) {
  if (!open) return null;
  return <div className={cx(s.snackbar, placement === 'top' && s.snackbarTop)}>{children}</div>;
}
