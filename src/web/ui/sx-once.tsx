import { createElement, useInsertionEffect, type HTMLAttributes, type JSX, type Ref } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { useTheme, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import styleFunctionSx from '@mui/system/styleFunctionSx';

/** A section's one style: a constant object, or a function of the theme, defined at module level. */
export type SectionStyle = SystemStyleObject<Theme> | ((theme: Theme) => SystemStyleObject<Theme>);

const serialized = new WeakMap<object, Map<string, SerializedStyles>>();

/**
 * The CSS of a section style, worked out once per style and direction (the theme of a direction
 * never changes) instead of on every render as MUI's `sx` does: a Box with a big nested `sx`
 * paid MUI's sx processing, Emotion's serialisation and hashing on each server render and again
 * in the browser's hydration. Colours are CSS variables, so the light/dark scheme does not
 * change the text.
 */
function serialize(style: SectionStyle, theme: Theme): SerializedStyles {
  let byDirection = serialized.get(style as object);
  if (!byDirection) serialized.set(style as object, (byDirection = new Map()));
  let css = byDirection.get(theme.direction);
  if (!css) {
    css = serializeStyles([styleFunctionSx({ sx: style, theme }) as never]);
    byDirection.set(theme.direction, css);
  }
  return css;
}

type Props<T extends keyof JSX.IntrinsicElements> = HTMLAttributes<HTMLElement> & {
  /** The element (default div). */
  component?: T;
  /** A module-level constant (the cache is keyed by it). */
  sx: SectionStyle;
  ref?: Ref<HTMLElement>;
  [data: `data-${string}`]: string | undefined;
};

/**
 * `<Box component sx>` for the root of a part styled by one constant style (plain elements with
 * class names below it, decision 009): the same class name and CSS Emotion would give, inserted
 * the same way (the server collects it for the page's <head>, the browser finds it there).
 */
export function SxOnce<T extends keyof JSX.IntrinsicElements = 'div'>({ component, sx, className, ...rest }: Props<T>) {
  const cache = useEmotionCache();
  if (!cache) throw new Error('SxOnce: no Emotion CacheProvider above it');
  const styles = serialize(sx, useTheme());
  if (typeof document === 'undefined') insertStyles(cache, styles, false);
  useInsertionEffect(() => {
    insertStyles(cache, styles, false);
  });
  const own = `${cache.key}-${styles.name}`;
  return createElement(component ?? 'div', { ...rest, className: className ? `${own} ${className}` : own });
}
