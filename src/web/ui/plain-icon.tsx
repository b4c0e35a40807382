/**
 * Material icons as plain <svg> elements for lists that repeat them many times (a governorate
 * grid, slider controls): the look of MUI's SvgIcon (1em box, currentColor, 24 px or 20 px)
 * from the parent's one style (`& .icon`, see plainIconCss), without an Emotion style per icon.
 * Paths are those of @mui/icons-material.
 */
export const ICON_PATHS = {
  trendingUp: 'm16 6 2.29 2.29-4.88 4.88-4-4L2 16.59 3.41 18l6-6 4 4 6.3-6.29L22 12V6z',
  trendingDown: 'm16 18 2.29-2.29-4.88-4.88-4 4L2 7.41 3.41 6l6 6 4-4 6.3 6.29L22 12v6z',
  trendingFlat: 'm22 12-4-4v3H3v2h15v3z',
  chevronLeft: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  chevronRight: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  play: 'M8 5v14l11-7z',
} as const;

export type PlainIconName = keyof typeof ICON_PATHS;

export function PlainIcon({ name, small = false, mirrored = false, className }: { name: PlainIconName; small?: boolean; mirrored?: boolean; className?: string }) {
  const classes = ['icon', small && 'icon-small', mirrored && 'icon-mirrored', className].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** The styles PlainIcon expects from an ancestor (nest under `sx`). */
export const plainIconCss = {
  '& .icon': {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: '1.5rem',
  },
  '& .icon-small': { fontSize: '1.25rem' },
  // Arrows point the reading way: mirrored in right-to-left pages (root's --binaa-mirror).
  '& .icon-mirrored': { transform: 'var(--binaa-mirror, none)' },
} as const;
