import { createElement, type CSSProperties, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import s from './kit.module.css';
import { cx } from './cx';

type Spacing = number | string;
const space = (v: Spacing | undefined) => (v === undefined ? undefined : typeof v === 'number' ? `calc(${v} * var(--mui-spacing))` : v);

export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'row' | 'column' | 'row-reverse' | 'column-reverse';
  /** Gap in theme spacing units (8 px) or any CSS length. */
  spacing?: Spacing;
  alignItems?: CSSProperties['alignItems'];
  justifyContent?: CSSProperties['justifyContent'];
  wrap?: boolean;
  component?: ElementType;
}

/** A flex column (or row) with a gap: MUI Stack without Emotion. Per-breakpoint layouts go in the caller's CSS module. */
export function Stack({ direction = 'column', spacing, alignItems, justifyContent, wrap, component = 'div', className, style, ...rest }: StackProps) {
  return createElement(component, {
    className: cx(s.stack, className),
    style: { flexDirection: direction, gap: space(spacing), alignItems, justifyContent, flexWrap: wrap ? 'wrap' : undefined, ...style },
    ...rest,
  });
}

export interface PaperProps extends HTMLAttributes<HTMLElement> {
  variant?: 'outlined' | 'elevation' | 'flat';
  component?: ElementType;
}

/** A card surface (paper background, rounded corners, a border or a shadow). */
export function Paper({ variant = 'outlined', component = 'div', className, ...rest }: PaperProps) {
  return createElement(component, {
    className: cx(s.paper, variant === 'outlined' && s.paperOutlined, variant === 'elevation' && s.paperElevated, className),
    ...rest,
  });
}

const MAX: Record<string, number> = { xs: 444, sm: 600, md: 900, lg: 1200, xl: 1536 };

/** The page's centred column (MUI Container's widths). */
export function Container({
  maxWidth = 'lg',
  component = 'div',
  className,
  style,
  ...rest
}: HTMLAttributes<HTMLElement> & { maxWidth?: keyof typeof MAX | false; component?: ElementType }) {
  return createElement(component, { className: cx(s.container, className), style: { maxWidth: maxWidth ? MAX[maxWidth] : undefined, ...style }, ...rest });
}

/** A horizontal rule in the divider colour. */
export function Divider({ className, style }: { className?: string; style?: CSSProperties }) {
  return <hr className={cx(s.divider, className)} style={style} />;
}

export type TextVariant = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'overline';
const ELEMENT: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};
const COLOR: Record<string, string | undefined> = { secondary: s.textSecondary, primary: s.textPrimaryColor, error: s.textError, success: s.textSuccess };

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant;
  /** The element (default: the variant's, e.g. `h2`, `p`); the look stays the variant's. */
  component?: ElementType;
  color?: 'secondary' | 'primary' | 'error' | 'success';
  gutterBottom?: boolean;
  paragraph?: boolean;
  align?: 'center' | 'end' | 'start';
  bold?: boolean;
  children?: ReactNode;
}

/** Text in one of the theme's type styles (MUI Typography's variants). */
export function Text({ variant = 'body1', component, color, gutterBottom, paragraph, align, bold, className, ...rest }: TextProps) {
  return createElement(component ?? ELEMENT[variant], {
    className: cx(
      s.text,
      s[variant],
      color && COLOR[color],
      gutterBottom && s.gutterBottom,
      paragraph && s.paragraph,
      align === 'center' && s.alignCenter,
      align === 'end' && s.alignEnd,
      bold && s.bold,
      className,
    ),
    ...rest,
  });
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={s.srOnly}>
      {children}
    </span>
  );
}
