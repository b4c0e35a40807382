import { createContext, useContext, useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import s from './kit.module.css';
import { cx } from './cx';

const TitleId = createContext<string | undefined>(undefined);

export interface DialogProps {
  open: boolean;
  /** Escape, a click on the backdrop, or a close button: the owner sets `open` to false. */
  onClose?: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Full screen always, or only on a phone (`'phone'`). */
  fullScreen?: boolean | 'phone';
  /** Clicking the backdrop does not close it (a form with typed data). */
  keepOnBackdrop?: boolean;
  className?: string;
  id?: string;
  /** An accessible name when there is no DialogTitle. */
  'aria-label'?: string;
  /** The id of the text that describes it (read after its name). */
  'aria-describedby'?: string;
  children: ReactNode;
}

/**
 * The modal mechanics both `Dialog` and `Drawer` use: `showModal()`/`close()` following `open`
 * (then the focus to the element marked `data-autofocus`: React's autoFocus ran while the dialog
 * was still closed), Escape and a click on the backdrop asking the owner to close.
 */
function useModal(open: boolean, onClose?: () => void, keepOnBackdrop = false) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    onClose?.();
  };
  // A click whose target is the <dialog> itself, outside its box, landed on the backdrop.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (keepOnBackdrop || e.target !== ref.current) return;
    const r = ref.current.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose?.();
  };
  return { ref, onCancel, onClick };
}

/**
 * A modal dialog on the platform's `<dialog>` (showModal): focus trapped and restored by the
 * browser, the page behind inert, Escape closes. The content is rendered only while open.
 */
export function Dialog({ open, onClose, maxWidth = 'sm', fullScreen, keepOnBackdrop, className, id, children, ...aria }: DialogProps) {
  const titleId = useId();
  const { ref, onCancel, onClick } = useModal(open, onClose, keepOnBackdrop);
  return (
    <dialog
      ref={ref}
      id={id}
      className={cx(
        s.dialog,
        maxWidth === 'xs' && s.dialogXs,
        maxWidth === 'md' && s.dialogMd,
        fullScreen === true && s.dialogFullScreen,
        fullScreen === 'phone' && s.dialogFullScreenPhone,
        className,
      )}
      aria-labelledby={aria['aria-label'] ? undefined : titleId}
      aria-label={aria['aria-label']}
      aria-describedby={aria['aria-describedby']}
      onCancel={onCancel}
      onClick={onClick}
    >
      <TitleId.Provider value={titleId}>{open ? children : null}</TitleId.Provider>
    </dialog>
  );
}

/** The dialog's heading, which names it for screen readers. */
export function DialogTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h2 id={useContext(TitleId)} className={cx(s.dialogTitle, className)}>
      {children}
    </h2>
  );
}

export function DialogContent({ children, dividers, className }: { children: ReactNode; dividers?: boolean; className?: string }) {
  return <div className={cx(s.dialogContent, dividers && s.dialogContentDividers, className)}>{children}</div>;
}

export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(s.dialogActions, className)}>{children}</div>;
}

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The side it slides from, in the reading direction. */
  side?: 'start' | 'end';
  'aria-label': string;
  className?: string;
  id?: string;
  children: ReactNode;
}

/** A side panel (the phone's menu) on `<dialog>`: modal, Escape and the backdrop close it. */
export function Drawer({ open, onClose, side = 'start', className, id, children, ...aria }: DrawerProps) {
  const { ref, onCancel, onClick } = useModal(open, onClose);
  return (
    <dialog
      ref={ref}
      id={id}
      className={cx(s.drawer, side === 'end' && s.drawerEnd, className)}
      aria-label={aria['aria-label']}
      onCancel={onCancel}
      onClick={onClick}
    >
      {open ? children : null}
    </dialog>
  );
}
