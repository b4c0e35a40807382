import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * The looks of MUI's outlined Paper (and Card) and of its Link (underline on hover), for plain
 * elements styled from a parent's one `sx` (nest them under a class), without an MUI component
 * and its Emotion style for each on every server render and hydration.
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
