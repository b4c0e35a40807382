import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * The look of MUI's small Table (head, body rows with hover, right-aligned number cells) on
 * plain <table>/<tr>/<th>/<td> elements, from one style (the table's, or its section's under
 * `& table`). A page of price tables rendered as MUI Table/TableRow/TableCell components paid
 * Emotion's style work for each of its ~150 cells on every server render (~13 ms of the home
 * page); plain cells cost nothing.
 * Cells take `className="num"` for numbers (right-aligned, mirrored in Arabic like MUI's
 * align="right"), `className="strong"` and `className="accent"` for the emphasised ones.
 */
export const plainTableStyles = (theme: Theme): SystemStyleObject<Theme> => ({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& th, & td': {
    ...theme.typography.body2,
    fontVariantNumeric: 'tabular-nums',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.vars?.palette.TableCell.border ?? theme.palette.divider}`,
    textAlign: 'left',
    padding: { xs: '6px 8px', sm: '6px 16px' },
    color: (theme.vars ?? theme).palette.text.primary,
  },
  '& thead th': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
  '& tbody tr:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& .num': { textAlign: 'right' },
  '& .strong': { fontWeight: 600 },
  '& td.accent': { fontWeight: 700, color: (theme.vars ?? theme).palette.primary.main },
  '& .muted': { color: (theme.vars ?? theme).palette.text.secondary, fontWeight: 400 },
});
