/**
 * The back office's one rich-text editor (TipTap 3; decision 046): an article's body (the
 * newsroom) and a content page's summary and body. A toolbar (bold, italic, two heading levels,
 * lists, quote, link, the direction of the current block, undo and redo) over the text, drawn with
 * the public article's own styles; only what the public allow-list keeps (editor-extensions.ts).
 * Its HTML goes to `onChange` ('' when empty); the server sanitises it. A new `value` from outside
 * (a reload) replaces the content. Only back-office routes import it: public pages never carry
 * TipTap.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
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
import type { Lang } from '../../../shared/envelope';
import rich from '../rich-html.module.css';
import { editorExtensions, isSafeLink, type BlockDir, type TextDir } from './editor-extensions';
import { useAdminT } from './i18n';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The stored HTML; a new value from outside (a reload) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  /** The text's language: its base direction and spell-checking. */
  lang: Lang;
  /** A label of its own (`id` names the text, `helperText` goes under it)… */
  id?: string;
  label?: string;
  helperText?: string;
  /** …or the id of an element elsewhere that names the editor. */
  labelledBy?: string;
  error?: string;
  readOnly?: boolean;
  /**
   * The direction a new block gets: the text's language's (an article), or `auto`, found from
   * the block's own text (a content page: an English line in an Arabic text reads left to right).
   */
  blockDir?: 'lang' | 'auto';
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
      <DialogTitle>{t('editor.link_title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('editor.link_url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          error={url !== '' && !valid}
          helperText={url !== '' && !valid ? t('editor.link_invalid') : t('editor.link_hint')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={!valid}>
          {t('editor.link_apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The toolbar; `blockDir` is what a block returns to when its pressed direction is pressed again. */
function Toolbar({ editor, blockDir }: { editor: Editor; blockDir: BlockDir }) {
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
      dir: (e.state.selection.$from.parent.attrs.dir as BlockDir | undefined) ?? blockDir,
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = (fn: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void fn(editor.chain().focus()).run();
  const turn = (dir: TextDir) => run((c) => c.setTextDirection(state.dir === dir ? blockDir : dir));
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
      <ToolButton label={t('editor.bold')} active={state.bold} onClick={run((c) => c.toggleBold())}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.italic')} active={state.italic} onClick={run((c) => c.toggleItalic())}>
        <FormatItalic fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      {([2, 3] as const).map((level) => (
        <Button
          key={level}
          size="small"
          aria-pressed={state[`h${level}`]}
          aria-label={t(`editor.heading${level}`)}
          color={state[`h${level}`] ? 'primary' : 'inherit'}
          onClick={run((c) => c.toggleHeading({ level }))}
          className={styles.textButton}
        >
          {t(`editor.h${level}`)}
        </Button>
      ))}
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('editor.bullet_list')} active={state.bullet} onClick={run((c) => c.toggleBulletList())}>
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.ordered_list')} active={state.ordered} onClick={run((c) => c.toggleOrderedList())}>
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.quote')} active={state.quote} onClick={run((c) => c.toggleBlockquote())}>
        <FormatQuote fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('editor.link')} active={state.link} onClick={() => setLinking(true)}>
        <InsertLink fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.unlink')} disabled={!state.link} onClick={run((c) => c.extendMarkRange('link').unsetLink())}>
        <LinkOff fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('editor.to_rtl')} active={state.dir === 'rtl'} onClick={turn('rtl')}>
        <FormatTextdirectionRToL fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.to_ltr')} active={state.dir === 'ltr'} onClick={turn('ltr')}>
        <FormatTextdirectionLToR fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('editor.undo')} disabled={!state.undo} onClick={run((c) => c.undo())}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.redo')} disabled={!state.redo} onClick={run((c) => c.redo())}>
        <Redo fontSize="small" />
      </ToolButton>
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </div>
  );
}

export function RichTextEditor({ value, onChange, lang, id, label, helperText, labelledBy, error, readOnly = false, blockDir = 'lang' }: RichTextEditorProps) {
  const emitted = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  const help = label && (error || helperText) ? `${id}-help` : undefined;
  const named = labelledBy ?? `${id}-label`;
  const direction: BlockDir = blockDir === 'auto' ? 'auto' : dirOf(lang);
  // Options kept identical between renders: TipTap re-applies changed options on every render,
  // which resets the view to its state and drops keystrokes the view has not read yet.
  const [initial] = useState(value);
  const extensions = useMemo(editorExtensions, []);
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        class: `${rich.root} ${styles.content}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': named,
        ...(help ? { 'aria-describedby': help } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        lang,
      },
    }),
    [id, named, help, error, lang],
  );
  const editor = useEditor({
    extensions,
    content: initial,
    textDirection: direction,
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
  // A value that did not come from this editor (the text reloaded): show it.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  return (
    <div className={styles.field}>
      {label && (
        <FormLabel id={`${id}-label`} htmlFor={id} error={!!error} className={styles.label}>
          {label}
        </FormLabel>
      )}
      <div className={`${styles.root} ${error ? styles.invalid : ''}`} dir={dirOf(lang)}>
        {editor && !readOnly && <Toolbar editor={editor} blockDir={direction} />}
        <EditorContent editor={editor} className={styles.area} />
      </div>
      {help && (
        <FormHelperText id={help} error={!!error}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </div>
  );
}
