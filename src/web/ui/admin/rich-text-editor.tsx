/**
 * A small rich-text editor for the back office (TipTap 3): paragraphs, two heading levels, bold,
 * italic, lists, quotes and links — what the public pages' allow-list keeps (server:
 * platform/sanitize.ts; anything else would be dropped on save, so the editor does not offer it).
 * Each block carries its direction: `auto` by default (an English line in an Arabic text reads left
 * to right), or set by the direction buttons; the server keeps `dir`. The HTML goes to `onChange`
 * ('' for an empty text). Remount it (`key`) to load another text.
 */
import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import { useAdminT } from './i18n';
import styles from './rich-text-editor.module.css';

/** Links the allow-list keeps: http(s), mailto and paths of this site. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;

const EMPTY = /^(?:<p(?: dir="[a-z]+")?><\/p>)*$/;

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The text's language: its base direction and spell-checking. */
  lang: 'ar' | 'en';
  error?: string;
  helperText?: string;
}

export function RichTextEditor({ id, label, value, onChange, lang, error, helperText }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    textDirection: 'auto',
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => SAFE_LINK.test(url) },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        lang,
        class: styles.content!,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error || helperText ? { 'aria-describedby': `${id}-help` } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(EMPTY.test(html) ? '' : html);
    },
  });
  return (
    <Box dir={lang === 'ar' ? 'rtl' : 'ltr'} className={styles.root} data-error={error ? 'true' : undefined}>
      <FormLabel id={`${id}-label`} htmlFor={id} error={!!error} className={styles.label}>
        {label}
      </FormLabel>
      <Box className={styles.frame}>
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </Box>
      {(error || helperText) && (
        <FormHelperText id={`${id}-help`} error={!!error}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useAdminT();
  const [linking, setLinking] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      rtl: e.isActive({ dir: 'rtl' }),
      ltr: e.isActive({ dir: 'ltr' }),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (label: string, active: boolean, run: () => void, icon: ReactNode, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} aria-pressed={active} color={active ? 'primary' : 'default'} disabled={disabled} onClick={run}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const direction = (dir: 'rtl' | 'ltr') => () =>
    chain()
      .setTextDirection(state[dir] ? 'auto' : dir)
      .run();
  const saveLink = () => {
    const href = (linking ?? '').trim();
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else if (SAFE_LINK.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };
  return (
    <Box role="toolbar" aria-label={t('content.editor.toolbar')} className={styles.toolbar}>
      {tool(t('content.editor.bold'), state.bold, () => chain().toggleBold().run(), <FormatBoldIcon fontSize="small" />)}
      {tool(t('content.editor.italic'), state.italic, () => chain().toggleItalic().run(), <FormatItalicIcon fontSize="small" />)}
      {tool(t('content.editor.heading'), state.h2, () => chain().toggleHeading({ level: 2 }).run(), <TitleIcon fontSize="small" />)}
      {tool(t('content.editor.subheading'), state.h3, () => chain().toggleHeading({ level: 3 }).run(), <TitleIcon sx={{ fontSize: 16 }} />)}
      <Divider orientation="vertical" flexItem />
      {tool(t('content.editor.bullets'), state.bullets, () => chain().toggleBulletList().run(), <FormatListBulletedIcon fontSize="small" />)}
      {tool(t('content.editor.numbers'), state.numbers, () => chain().toggleOrderedList().run(), <FormatListNumberedIcon fontSize="small" />)}
      {tool(t('content.editor.quote'), state.quote, () => chain().toggleBlockquote().run(), <FormatQuoteIcon fontSize="small" />)}
      <Divider orientation="vertical" flexItem />
      {tool(
        t('content.editor.link'),
        state.link,
        () => setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://'),
        <LinkIcon fontSize="small" />,
      )}
      {tool(t('content.editor.unlink'), false, () => chain().extendMarkRange('link').unsetLink().run(), <LinkOffIcon fontSize="small" />, !state.link)}
      <Divider orientation="vertical" flexItem />
      {tool(t('content.editor.rtl'), state.rtl, direction('rtl'), <FormatTextdirectionRToLIcon fontSize="small" />)}
      {tool(t('content.editor.ltr'), state.ltr, direction('ltr'), <FormatTextdirectionLToRIcon fontSize="small" />)}
      <Divider orientation="vertical" flexItem />
      {tool(t('content.editor.undo'), false, () => chain().undo().run(), <UndoIcon fontSize="small" />, !state.undo)}
      {tool(t('content.editor.redo'), false, () => chain().redo().run(), <RedoIcon fontSize="small" />, !state.redo)}
      <Dialog open={linking !== null} onClose={() => setLinking(null)} fullWidth maxWidth="xs">
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={t('content.editor.link_url')}
            helperText={t('content.editor.link_help')}
            value={linking ?? ''}
            error={!!linking && linking.trim() !== '' && !SAFE_LINK.test(linking.trim())}
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                saveLink();
              }
            }}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLinking(null)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={saveLink}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
