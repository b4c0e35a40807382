/**
 * For sections that start below the first screen (home news rows, governorates, services):
 * the browser skips their style, layout and paint until they come near the viewport, so the
 * first paint of a long page on a slow phone costs only what is on screen. They stay in
 * the DOM and the accessibility tree (find-in-page and screen readers still reach them).
 * `auto` remembers the real height once rendered; the figure is the guess before that.
 * Not on sections whose colours differ from the page's: contrast checkers (axe, Lighthouse)
 * read a skipped section's background as the page's (the footer's white text failed).
 */
export const belowFoldSx = { contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' } as const;
