import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { MAX_PAGINATION_BUTTONS } from '../../shared/constants';

/**
 * The page numbers to show: at most `max` consecutive pages around `current` (SPEC section 9:
 * up to 10 page buttons), clamped to 1..last.
 */
export function pageWindow(current: number, last: number, max: number = MAX_PAGINATION_BUTTONS): number[] {
  const total = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const count = Math.min(max, total);
  let start = Math.max(1, page - Math.floor((count - 1) / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Page links (crawlable `<a href>`), previous/next included; nothing when there is one page. */
export function Pagination({ page, last, hrefOf }: { page: number; last: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  const pages = pageWindow(page, last);
  const item = (type: 'previous' | 'next' | 'page', target: number, label: string) => (
    <li key={`${type}-${target}`}>
      <PaginationItem
        component={RouterLink}
        to={hrefOf(target)}
        type={type}
        page={target}
        selected={type === 'page' && target === page}
        aria-current={type === 'page' && target === page ? 'page' : undefined}
        aria-label={label}
        color="primary"
        shape="rounded"
        sx={{ '& .MuiPaginationItem-icon': { transform: 'var(--binaa-mirror, none)' } }}
      />
    </li>
  );
  return (
    <Box component="nav" aria-label={t('pagination.label')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'center' }}>
        {page > 1 && item('previous', page - 1, t('pagination.previous'))}
        {pages.map((p) => item('page', p, t('pagination.page', { page: p })))}
        {page < last && item('next', page + 1, t('pagination.next'))}
      </Box>
    </Box>
  );
}
