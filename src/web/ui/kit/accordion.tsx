import type { ReactNode } from 'react';
import s from './kit.module.css';
import { cx } from './cx';
import { Icon } from './icon';
import { iconExpandMore } from './icons';

/**
 * A section that opens and closes: `<details>`/`<summary>`, so it works before any script, with
 * the keyboard, and the browser's find-in-page opens it.
 */
export function Accordion({
  summary,
  children,
  defaultOpen,
  name,
  className,
  id,
}: {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  name?: string;
  className?: string;
  id?: string;
}) {
  return (
    <details className={cx(s.accordion, className)} open={defaultOpen} name={name} id={id}>
      <summary className={s.summary}>
        <span>{summary}</span>
        <Icon path={iconExpandMore} />
      </summary>
      <div className={s.details}>{children}</div>
    </details>
  );
}
