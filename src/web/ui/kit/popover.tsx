import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEventHandler, type ReactNode } from 'react';
import { Link } from 'react-router';
import s from './kit.module.css';
import { cx } from './cx';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Places a fixed box under its anchor, aligned to the anchor's start edge, kept inside the viewport. */
function place(box: HTMLElement, anchor: HTMLElement, align: 'start' | 'end') {
  const a = anchor.getBoundingClientRect();
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const w = box.offsetWidth;
  const h = box.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const alignLeft = (align === 'start') !== rtl;
  let left = alignLeft ? a.left : a.right - w;
  left = Math.max(8, Math.min(left, vw - w - 8));
  let top = a.bottom + 4;
  if (top + h > vh - 8 && a.top - h - 4 >= 8) top = a.top - h - 4;
  box.style.left = `${Math.round(left)}px`;
  box.style.top = `${Math.round(Math.max(8, top))}px`;
}

export interface PopoverProps {
  /** The element it opens from (a button); null = closed. */
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  align?: 'start' | 'end';
  className?: string;
  id?: string;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
  onKeyDown?: (e: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * A box over the page on the `popover` attribute (top layer; Escape and a click outside close it,
 * the browser's light dismiss), placed under its anchor. Focus returns to the anchor on close.
 */
export function Popover({ anchorEl, open, onClose, align = 'start', className, id, role, children, onKeyDown, ...aria }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useIsoLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof box.showPopover !== 'function') return;
    const shown = box.matches(':popover-open');
    if (open && anchorEl && !shown) {
      box.showPopover();
      place(box, anchorEl, align);
    } else if (!open && shown) box.hidePopover();
  }, [open, anchorEl, align]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'closed') {
        closeRef.current();
        if (anchorEl && box.contains(document.activeElement)) anchorEl.focus();
      }
    };
    const reposition = () => anchorEl && box.matches(':popover-open') && place(box, anchorEl, align);
    box.addEventListener('toggle', onToggle);
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, true);
    return () => {
      box.removeEventListener('toggle', onToggle);
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
    };
  }, [anchorEl, align]);
  return (
    <div ref={ref} popover="auto" id={id} role={role} className={cx(s.popover, className)} onKeyDown={onKeyDown} {...aria}>
      {open ? children : null}
    </div>
  );
}

/**
 * A menu of actions or links under a button: arrow keys move between items, the first item takes
 * the focus when it opens, Escape closes it and gives the focus back to the button.
 */
export function Menu({ anchorEl, open, onClose, align, className, id, children, ...aria }: Omit<PopoverProps, 'role' | 'onKeyDown'>) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, [open]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1, Home: -at, End: items.length - 1 - at }[e.key];
    if (step === undefined || items.length === 0) return;
    e.preventDefault();
    items[(Math.max(at, 0) + step + items.length) % items.length]?.focus();
  };
  return (
    <Popover anchorEl={anchorEl} open={open} onClose={onClose} align={align} className={className} id={id} onKeyDown={onKeyDown}>
      <ul ref={list} role="menu" className={s.menuList} {...aria}>
        {children}
      </ul>
    </Popover>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
  /** A link inside the site. */
  to?: string;
  href?: string;
  icon?: ReactNode;
  /** A choice among several (e.g. the language): announced as checked. */
  checked?: boolean;
  current?: boolean;
  disabled?: boolean;
  className?: string;
}

export function MenuItem({ children, onClick, to, href, icon, checked, current, disabled, className }: MenuItemProps) {
  const common = {
    role: checked === undefined ? 'menuitem' : 'menuitemradio',
    'aria-checked': checked,
    'aria-current': current ? ('page' as const) : undefined,
    'aria-disabled': disabled || undefined,
    tabIndex: -1,
    className: cx(s.menuItem, className),
    onClick,
  };
  const body = (
    <>
      {icon}
      {children}
    </>
  );
  return (
    <li role="none">
      {to ? (
        <Link to={to} {...common}>
          {body}
        </Link>
      ) : href ? (
        <a href={href} {...common}>
          {body}
        </a>
      ) : (
        <button type="button" disabled={disabled} {...common}>
          {body}
        </button>
      )}
    </li>
  );
}
