/**
 * The back office's TipTap 3 setup (rich-text-editor.tsx: articles, content pages): what the
 * toolbar can make and nothing the public page's allow-list (server/platform/sanitize.ts) would
 * drop — paragraphs, headings 2 to 4, bold, italic, lists, quotes, links (web, mail or site paths)
 * and line breaks. Every block carries `dir` (TipTap's own `textDirection`): an article's Arabic
 * body starts right-to-left, its English one left-to-right, a content page's blocks read their
 * direction from their text (`auto`), and a block can be turned either way.
 */
import StarterKit from '@tiptap/starter-kit';

export type TextDir = 'rtl' | 'ltr';
/** The direction of a block: one of the two, or found from its text. */
export type BlockDir = TextDir | 'auto';

/** Links a text may hold: http(s), mailto, or a path of this site. */
export const isSafeLink = (url: string) => /^(?:https?:\/\/[^\s/]+|mailto:[^\s@]+@[^\s@]+|\/(?![/\\]))\S*$/i.test(url.trim());

export const editorExtensions = () => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isSafeLink(url),
      HTMLAttributes: { rel: 'noopener nofollow', target: '_blank' },
    },
  }),
];
