/**
 * The header's buttons, icon buttons, badge and container as plain elements under one style: the
 * looks of MUI's Button (text / contained, small / medium, color inherit / secondary / error),
 * IconButton (color inherit), Badge (secondary, top right) and Container (xl), written once and
 * nested under the header's root `sx` (and the drawer's), instead of an Emotion style for each
 * element on every server render and hydration. The ripple is left out; a keyboard focus shows
 * an outline instead.
 *
 * Class names:
 *   .hb            a Button (text variant, color inherit); add .hb-small for size small
 *   .hb-contained  contained variant, with .hb-primary, .hb-secondary or .hb-error for its colour
 *   .hb-start      the start icon of a Button (.hb-end: the end icon)
 *   .hib           an IconButton (color inherit); add .hib-small for size small, .hib-default
 *                  for the default colour (plainIconButtonCss, also used outside the header)
 *   .hbadge-root / .hbadge (.is-invisible)  a Badge
 *   .hcontainer    a Container maxWidth="xl"
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { plainIconCss } from '../plain-icon';

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

/** MUI's IconButton looks on plain <button>s (.hib, .hib-small, .hib-default; see above). */
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

export const headerCss = (theme: Theme): SystemStyleObject<Theme> => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...plainIconCss,
    ...plainButtonCss(theme),
    ...plainIconButtonCss(theme),
    '& .hcontainer': xlContainerCss(theme),
    '& .nav-list': { display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0.5, flexWrap: 'wrap' },
    '& .nav-button': { px: 1.5, fontSize: '0.975rem', borderRadius: 0, borderBottom: '3px solid', borderColor: 'transparent', minHeight: 56 },
    '& .nav-button.is-active': { borderColor: palette.secondary.main },
    '& .nav-button:focus-visible': { outlineOffset: '-3px' },
    '& .account-button': { textTransform: 'none', gap: 1, maxWidth: 220 },
    // MUI's Avatar (28 px, the secondary colour), see HeaderAvatar.
    '& .user-avatar': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 28,
      height: 28,
      fontFamily: theme.typography.fontFamily,
      fontSize: 28 * 0.45,
      fontWeight: 700,
      lineHeight: 1,
      borderRadius: '50%',
      overflow: 'hidden',
      userSelect: 'none',
      bgcolor: palette.secondary.main,
      color: palette.secondary.contrastText,
      '& img': { width: '100%', height: '100%', textAlign: 'center', objectFit: 'cover', color: 'transparent', textIndent: 10000 },
    },
    '& .account-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .hbadge-root': { position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 },
    '& .hbadge': {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'center',
      alignContent: 'center',
      alignItems: 'center',
      position: 'absolute',
      boxSizing: 'border-box',
      fontFamily: theme.typography.fontFamily,
      fontWeight: theme.typography.fontWeightMedium,
      fontSize: theme.typography.pxToRem(12),
      minWidth: 20,
      lineHeight: 1,
      padding: '0 6px',
      height: 20,
      borderRadius: '10px',
      zIndex: 1,
      '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
      // Top right in both directions, as MUI's Badge (its position is in custom properties, which
      // the right-to-left plugin leaves alone): set on the element's style.
      inset: 'var(--Badge-inset)',
      transform: 'scale(1) translate(var(--Badge-translate))',
      transformOrigin: 'var(--Badge-origin)',
      transition: theme.transitions.create('transform', { easing: theme.transitions.easing.easeInOut, duration: theme.transitions.duration.enteringScreen }),
      '&.is-invisible': {
        transform: 'scale(0) translate(var(--Badge-translate))',
        transition: theme.transitions.create('transform', { easing: theme.transitions.easing.easeInOut, duration: theme.transitions.duration.leavingScreen }),
      },
    },
    '& .country-select': {
      fontFamily: theme.typography.fontFamily,
      fontWeight: 400,
      fontSize: '0.875rem',
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      color: 'inherit',
      '&.on-paper': { color: palette.text.primary },
      '& .icon': { fontSize: '1.25rem', mx: 0.5 },
      '& select': {
        MozAppearance: 'none',
        WebkitAppearance: 'none',
        userSelect: 'none',
        borderRadius: 0,
        cursor: 'pointer',
        font: 'inherit',
        letterSpacing: 'inherit',
        color: 'currentColor',
        padding: '4px 0',
        paddingRight: '24px',
        border: 0,
        boxSizing: 'content-box',
        background: 'none',
        height: '1.4375em',
        margin: 0,
        WebkitTapHighlightColor: 'transparent',
        display: 'block',
        minWidth: 16,
        width: '100%',
        '&:focus': { outline: 0, borderRadius: 0 },
      },
      '& option': { color: palette.text.primary, backgroundColor: palette.background.paper },
    },
    // The theme toggle shows the icon of the other scheme (both rendered: server and client agree).
    '& .icon-dark-mode': { display: 'block', '[data-mui-color-scheme="dark"] &': { display: 'none' } },
    '& .icon-light-mode': { display: 'none', '[data-mui-color-scheme="dark"] &': { display: 'block' } },
  };
};

/** The badge's position (MUI Badge, anchorOrigin top right, overlap rectangular). */
export const BADGE_POSITION = { '--Badge-translate': '50%, -50%', '--Badge-inset': '0 0 auto auto', '--Badge-origin': '100% 0%' } as React.CSSProperties;
