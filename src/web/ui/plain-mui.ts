import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * The looks of MUI's ButtonBase, Button, IconButton, Container, outlined Paper (and Card) and
 * Link (underline on hover), for plain elements styled from a parent's one `sx` (nest them under
 * a class), without an MUI component and its Emotion style for each on every server render and
 * hydration (decision 009). The header, error pages, home and article use them.
 */
export const paperCss = (theme: Theme): SystemStyleObject<Theme> => {
  const vars = theme.vars ?? theme;
  return {
    backgroundColor: vars.palette.background.paper,
    color: vars.palette.text.primary,
    borderRadius: vars.shape.borderRadius,
    border: `1px solid ${vars.palette.divider}`,
  };
};

/** MUI's Link (color primary, underline="hover"); its font is the parent's unless a variant is spread after. */
export const linkCss = (theme: Theme): SystemStyleObject<Theme> => ({
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  color: (theme.vars ?? theme).palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

/** MUI's ButtonBase reset, with an outline for keyboard focus instead of the focus ripple. */
export const buttonBaseReset = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '@media print': { colorAdjust: 'exact' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: '2px' },
} as const;

/** A colour at the theme's hover opacity (MUI's hover backgrounds). */
const hoverBg = (theme: Theme, color: string) => theme.alpha(color, (theme.vars ?? theme).palette.action.hoverOpacity as unknown as number);

/**
 * MUI's Button looks on plain <a>/<button> elements (.hb, .hb-small, .hb-contained with
 * .hb-primary / .hb-secondary / .hb-error, .hb-start / .hb-end icons): under the header's style
 * and wherever else a plain button is wanted (the error pages).
 */
export const plainButtonCss = (theme: Theme): SystemStyleObject<Theme> => {
  const vars = theme.vars ?? theme;
  const palette = vars.palette;
  const contained = (color: 'primary' | 'secondary' | 'error') => ({
    '--hb-bg': palette[color].main,
    color: palette[color].contrastText,
    '@media (hover: hover)': { '&:hover': { '--hb-bg': palette[color].dark } },
  });
  return {
    '& .hb': {
      ...buttonBaseReset,
      ...theme.typography.button,
      minWidth: 64,
      padding: '6px 8px',
      borderRadius: vars.shape.borderRadius,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
      '--hb-bg': 'transparent',
      backgroundColor: 'var(--hb-bg)',
      '&:hover': { textDecoration: 'none' },
      '@media (hover: hover)': { '&:hover': { '--hb-bg': hoverBg(theme, palette.text.primary) } },
    },
    '& .hb-small': { padding: '4px 5px', fontSize: theme.typography.pxToRem(13) },
    '& .hb-contained': {
      padding: '6px 16px',
      boxShadow: vars.shadows[2],
      '&:hover': { boxShadow: vars.shadows[4], '@media (hover: none)': { boxShadow: vars.shadows[2] } },
      '&:active': { boxShadow: vars.shadows[8] },
      '&:focus-visible': { boxShadow: vars.shadows[6] },
      '&.hb-small': { padding: '4px 10px' },
    },
    '& .hb-primary': contained('primary'),
    '& .hb-secondary': contained('secondary'),
    '& .hb-error': contained('error'),
    '& .hb-start': {
      display: 'inherit',
      alignItems: 'center',
      marginRight: '8px',
      marginLeft: '-4px',
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
      '& > :nth-of-type(1)': { fontSize: 20 },
    },
    '& .hb-end': { display: 'inherit', marginRight: '-4px', marginLeft: '8px', '& > :nth-of-type(1)': { fontSize: 20 } },
    '& .hb-small .hb-start': { marginLeft: '-2px', '& > :nth-of-type(1)': { fontSize: 18 } },
    '& .hb-small .hb-end': { marginRight: '-2px', '& > :nth-of-type(1)': { fontSize: 18 } },
  };
};

/** MUI's IconButton looks on plain <button>s: .hib (color inherit), .hib-small (size small), .hib-default (default colour). */
export const plainIconButtonCss = (theme: Theme): SystemStyleObject<Theme> => {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& .hib': {
      ...buttonBaseReset,
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(24),
      padding: '8px',
      borderRadius: '50%',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: hoverBg(theme, palette.action.active), '@media (hover: none)': { backgroundColor: 'transparent' } },
    },
    '& .hib-small': { padding: '5px', fontSize: theme.typography.pxToRem(18) },
    '& .hib-default': { color: palette.action.active },
  };
};

/** MUI's Container maxWidth="xl" (the header's, the layout's, the footer's and pages' rows). */
export const xlContainerCss = (theme: Theme): SystemStyleObject<Theme> => ({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  px: { xs: 2, sm: 3 },
  maxWidth: { xl: theme.breakpoints.values.xl },
});
