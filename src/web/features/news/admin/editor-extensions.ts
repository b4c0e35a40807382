/**
 * The article editor's TipTap 3 setup: what the toolbar can make and nothing the public page's
 * allow-list (server/platform/sanitize.ts) would drop — paragraphs, headings 2 to 4, bold,
 * italic, lists, quotes, links (web, mail or site paths) and line breaks. Every block carries
 * `dir` (TipTap's own `textDirection`): the Arabic body starts right-to-left, the English one
 * left-to-right, and a paragraph can be turned the other way.
 */
import StarterKit from '@tiptap/starter-kit';

export type TextDir = 'rtl' | 'ltr';

/** Links an article may hold: http(s), mailto, or a path of this site. */
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
