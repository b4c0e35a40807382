import { Children, isValidElement, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import s from './kit.module.css';
import { cx } from './cx';

export interface TabProps<V extends string | number = string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
  /** A tab that is a link (the tab's panel is another URL): rendered as a link with aria-current. */
  to?: string;
  id?: string;
  disabled?: boolean;
}

/** One tab of `Tabs` (reads nothing itself: Tabs renders it). */
export function Tab<V extends string | number>(_props: TabProps<V>): null {
  return null;
}

export interface TabsProps<V extends string | number> {
  value: V;
  onChange?: (value: V) => void;
  /** The name of the tab list for screen readers. */
  label: string;
  /** `links`: a navigation bar of links (each Tab has `to`); `tabs`: ARIA tabs switching panels on the page. */
  kind?: 'tabs' | 'links';
  /** The id prefix of the panels (`${idPrefix}-panel-${value}`) the tabs control. */
  idPrefix?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A row of tabs that scrolls sideways on a phone. As ARIA tabs, the arrow keys move between them
 * (in the reading direction), Home/End to the ends; as links, each is an ordinary link.
 */
export function Tabs<V extends string | number>({ value, onChange, label, kind = 'tabs', idPrefix, className, children }: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabProps<V>> => isValidElement(c));
  if (kind === 'links') {
    return (
      <nav aria-label={label} className={cx(s.tabs, className)}>
        {tabs.map(({ props: t }) => (
          <Link key={String(t.value)} to={t.to ?? '#'} className={s.tab} aria-current={t.value === value ? 'page' : undefined} id={t.id}>
            {t.icon}
            {t.label}
          </Link>
        ))}
      </nav>
    );
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(list.current!).direction === 'rtl';
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -at, End: buttons.length - 1 - at }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = buttons[(at + next + buttons.length) % buttons.length];
    target?.focus();
    target?.click();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={cx(s.tabs, className)} onKeyDown={onKeyDown}>
      {tabs.map(({ props: t }) => {
        const selected = t.value === value;
        return (
          <button
            key={String(t.value)}
            type="button"
            role="tab"
            id={t.id ?? (idPrefix ? `${idPrefix}-tab-${t.value}` : undefined)}
            aria-selected={selected}
            aria-controls={idPrefix ? `${idPrefix}-panel-${t.value}` : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={t.disabled}
            className={s.tab}
            onClick={() => onChange?.(t.value)}
          >
            {t.icon}
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
