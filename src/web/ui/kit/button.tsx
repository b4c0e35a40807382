import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import s from './kit.module.css';
import { cx } from './cx';
import { Spinner } from './progress';

export type KitColor = 'primary' | 'secondary' | 'error' | 'success' | 'inherit';
const COLOR: Record<KitColor, string | undefined> = {
  primary: undefined,
  secondary: s.colorSecondary,
  error: s.colorError,
  success: s.colorSuccess,
  inherit: s.colorInherit,
};

interface Common {
  variant?: 'text' | 'contained' | 'outlined';
  color?: KitColor;
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Shows a spinner and refuses clicks (aria-busy) while an action runs. */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A link inside the site (React Router `Link`). */
type ToProps = Common & { to: string; replace?: boolean; prefetch?: 'intent' | 'none' | 'render' | 'viewport' } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    'color' | 'href'
  >;
/** A plain link (downloads, other sites, a full page load). */
type HrefProps = Common & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>;
type NativeButtonProps = Common & { to?: undefined; href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;
export type ButtonProps = ToProps | HrefProps | NativeButtonProps;

function buttonClass({ variant = 'text', color = 'primary', size = 'medium', fullWidth, className }: Common): string | undefined {
  return cx(
    s.button,
    variant === 'contained' && s.contained,
    variant === 'outlined' && s.outlined,
    size === 'small' && s.small,
    size === 'large' && s.large,
    fullWidth && s.fullWidth,
    COLOR[color],
    className,
  );
}

/** The site's button: `<button>`, or a link that looks like one (`to` inside the site, `href` outside). */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const { variant, color, size, fullWidth, startIcon, endIcon, loading, className, children, ...rest } = props;
  const classes = buttonClass({ variant, color, size, fullWidth, className });
  const content = (
    <>
      {loading ? <Spinner size={18} color="inherit" /> : startIcon}
      {children}
      {endIcon}
    </>
  );
  if ('to' in rest && rest.to !== undefined) {
    return (
      <Link ref={ref as Ref<HTMLAnchorElement>} className={classes} {...rest}>
        {content}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    return (
      <a ref={ref as Ref<HTMLAnchorElement>} className={classes} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {content}
      </a>
    );
  }
  const { type = 'button', disabled, autoFocus, ...buttonRest } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      autoFocus={autoFocus}
      data-autofocus={autoFocus || undefined}
      {...buttonRest}
    >
      {content}
    </button>
  );
});

type IconCommon = { label: string; color?: KitColor | 'default'; size?: 'small' | 'medium'; className?: string; children: ReactNode };
export type IconButtonProps =
  | (IconCommon & { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'href' | 'children'>)
  | (IconCommon & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'children'>)
  | (IconCommon & { to?: undefined; href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'>);

const ICON_COLOR: Record<KitColor | 'default', string | undefined> = {
  default: undefined,
  primary: s.colorPrimary,
  secondary: s.colorSecondary,
  error: s.colorError,
  success: s.colorSuccess,
  inherit: s.colorInherit,
};

/** A round button holding one icon; `label` is its accessible name (and tooltip). */
export const IconButton = forwardRef<HTMLButtonElement | HTMLAnchorElement, IconButtonProps>(function IconButton(props, ref) {
  const { label, color = 'default', size = 'medium', className, children, ...rest } = props;
  const classes = cx(s.iconButton, ICON_COLOR[color], size === 'small' && s.small, className);
  if ('to' in rest && rest.to !== undefined) {
    return (
      <Link ref={ref as Ref<HTMLAnchorElement>} className={classes} aria-label={label} title={label} {...rest}>
        {children}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    return (
      <a ref={ref as Ref<HTMLAnchorElement>} className={classes} aria-label={label} title={label} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {children}
      </a>
    );
  }
  const { type = 'button', ...buttonRest } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button ref={ref as Ref<HTMLButtonElement>} type={type} className={classes} aria-label={label} title={label} {...buttonRest}>
      {children}
    </button>
  );
});
