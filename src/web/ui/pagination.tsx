import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { MAX_PAGINATION_BUTTONS } from '../../shared/constants';
import { Icon } from './kit/icon';
import s from './pagination.module.css';

/** Material's NavigateBefore and NavigateNext (turned over in right-to-left pages). */
const BEFORE = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

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
  const item = (type: 'previous' | 'next' | 'page', target: number, label: string) => {
    const current = type === 'page' && target === page;
    return (
      <li key={`${type}-${target}`}>
        <RouterLink to={hrefOf(target)} className={s.item} aria-current={current ? 'page' : undefined} aria-label={label}>
          {type === 'page' ? target : <Icon path={type === 'previous' ? BEFORE : NEXT} mirrored size="small" />}
        </RouterLink>
      </li>
    );
  };
  return (
    <nav aria-label={t('pagination.label')} className={s.nav}>
      <ul className={s.list}>
        {page > 1 && item('previous', page - 1, t('pagination.previous'))}
        {pages.map((p) => item('page', p, t('pagination.page', { page: p })))}
        {page < last && item('next', page + 1, t('pagination.next'))}
      </ul>
    </nav>
  );
}
