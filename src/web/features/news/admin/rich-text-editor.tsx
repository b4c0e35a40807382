/**
 * An article body's editor (TipTap 3): a toolbar (bold, italic, headings, lists, quote, link,
 * the direction of the current blocks, undo and redo) over the text, drawn with the public
 * article's own styles. Its HTML goes to `onChange` ('' when empty); the server sanitises it.
 * Loaded only by the editor route (React Router splits it): public pages never carry TipTap.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import type { Lang } from '../../../../shared/envelope';
import { useAdminT } from '../../../ui/admin/i18n';
import rich from '../../../ui/rich-html.module.css';
import styles from './rich-text-editor.module.css';
import { editorExtensions, isSafeLink, type TextDir } from './editor-extensions';

interface Props {
  /** The stored HTML; a new value from outside (a reload) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  /** The body's language: its blocks start in its direction. */
  lang: Lang;
  /** The id of the element naming the editor (its label). */
  labelledBy: string;
  error?: string;
  readOnly?: boolean;
}

const dirOf = (lang: Lang): TextDir => (lang === 'ar' ? 'rtl' : 'ltr');

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={active ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const { t } = useAdminT();
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (open) setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
  }, [open, editor]);
  const valid = isSafeLink(url);
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('news.editor.link_title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('news.editor.link_url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          error={url !== '' && !valid}
          helperText={url !== '' && !valid ? t('news.editor.link_invalid') : t('news.editor.link_hint')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={!valid}>
          {t('news.editor.link_apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Toolbar({ editor, lang }: { editor: Editor; lang: Lang }) {
  const { t } = useAdminT();
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      dir: (e.state.selection.$from.parent.attrs.dir as TextDir | undefined) ?? dirOf(lang),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = (fn: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void fn(editor.chain().focus()).run();
  const other: TextDir = state.dir === 'rtl' ? 'ltr' : 'rtl';
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('news.editor.toolbar')}>
      <ToolButton label={t('news.editor.bold')} active={state.bold} onClick={run((c) => c.toggleBold())}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton label={t('news.editor.italic')} active={state.italic} onClick={run((c) => c.toggleItalic())}>
        <FormatItalic fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      {([2, 3] as const).map((level) => (
        <Button
          key={level}
          size="small"
          aria-pressed={state[`h${level}`]}
          aria-label={t(`news.editor.heading${level}`)}
          color={state[`h${level}`] ? 'primary' : 'inherit'}
          onClick={run((c) => c.toggleHeading({ level }))}
          className={styles.textButton}
        >
          {t(`news.editor.h${level}`)}
        </Button>
      ))}
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('news.editor.bullet_list')} active={state.bullet} onClick={run((c) => c.toggleBulletList())}>
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton label={t('news.editor.ordered_list')} active={state.ordered} onClick={run((c) => c.toggleOrderedList())}>
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton label={t('news.editor.quote')} active={state.quote} onClick={run((c) => c.toggleBlockquote())}>
        <FormatQuote fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('news.editor.link')} active={state.link} onClick={() => setLinking(true)}>
        <InsertLink fontSize="small" />
      </ToolButton>
      <ToolButton label={t('news.editor.unlink')} disabled={!state.link} onClick={run((c) => c.extendMarkRange('link').unsetLink())}>
        <LinkOff fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t(other === 'ltr' ? 'news.editor.to_ltr' : 'news.editor.to_rtl')} onClick={run((c) => c.setTextDirection(other))}>
        {other === 'ltr' ? <FormatTextdirectionLToR fontSize="small" /> : <FormatTextdirectionRToL fontSize="small" />}
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('news.editor.undo')} disabled={!state.undo} onClick={run((c) => c.undo())}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label={t('news.editor.redo')} disabled={!state.redo} onClick={run((c) => c.redo())}>
        <Redo fontSize="small" />
      </ToolButton>
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </div>
  );
}

export function RichTextEditor({ value, onChange, lang, labelledBy, error, readOnly = false }: Props) {
  const emitted = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  // Options kept identical between renders: TipTap re-applies changed options on every render,
  // which resets the view to its state and drops keystrokes the view has not read yet.
  const [initial] = useState(value);
  const extensions = useMemo(editorExtensions, []);
  const editorProps = useMemo(
    () => ({ attributes: { class: `${rich.root} ${styles.content}`, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, lang } }),
    [labelledBy, lang],
  );
  const editor = useEditor({
    extensions,
    content: initial,
    textDirection: dirOf(lang),
    editable: !readOnly,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      change.current(html);
    },
  });
  // A value that did not come from this editor (the article reloaded): show it.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  return (
    <div className={`${styles.root} ${error ? styles.invalid : ''}`} dir={dirOf(lang)}>
      {editor && !readOnly && <Toolbar editor={editor} lang={lang} />}
      <EditorContent editor={editor} className={styles.area} />
    </div>
  );
}
