/**
 * The header's buttons, icon buttons, badge and container as plain elements under one style
 * (nested under the header's root `sx` and the drawer's), instead of an Emotion style for each
 * element on every server render and hydration. Button, IconButton and Container looks come from
 * ui/plain-mui.ts; the ripple is left out, a keyboard focus shows an outline instead.
 *
 * Class names:
 *   .hb, .hb-small, .hb-contained, .hb-primary/.hb-secondary/.hb-error, .hb-start/.hb-end  Buttons
 *   .hib, .hib-small, .hib-default  IconButtons
 *   .hbadge-root / .hbadge (.is-invisible)  a Badge
 *   .hcontainer    a Container maxWidth="xl"
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { plainIconCss } from '../plain-icon';
import { plainButtonCss, plainIconButtonCss, xlContainerCss } from '../plain-mui';

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
