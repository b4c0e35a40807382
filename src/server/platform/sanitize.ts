/**
 * The allow-list for stored rich text (article bodies, producer and partner descriptions).
 * Applied on write (seed, factories, later the back office) and again on output, so a row that
 * reached the table some other way is still rendered inert. Anything not listed is removed;
 * the text inside removed tags stays, except inside script-like containers, which goes too.
 */
import sanitize from 'sanitize-html';

const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;
/** A path of this site ("/news/..."), never a protocol-relative "//host" nor "/\host". */
const SITE_PATH = /^\/(?![/\\])/;
const SAFE_IMAGE = /^(?:https?:\/\/|\/uploads\/)/i;
const DIGITS = /^\d{1,4}$/;

/** Browsers ignore spaces and control characters inside URLs: judge a URL without them. */
const squeeze = (url: string | undefined) => (url ?? '').replace(/[\x00-\x20]+/g, '');

const keepDigits = (attribs: sanitize.Attributes, names: string[]) => {
  for (const n of names) if (n in attribs && !DIGITS.test(attribs[n]!)) delete attribs[n];
  return attribs;
};

/** `dir` with one of its values (sanitize-html checks listed values only on a tag's own list, not on '*'). */
const DIR = { name: 'dir', multiple: false, values: ['ltr', 'rtl', 'auto'] };
const DIRECTED = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'table', 'caption'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // The direction of a block (an English line in an Arabic page), as the back office's editor writes it.
    ...Object.fromEntries(DIRECTED.map((tag) => [tag, [DIR]])),
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope', DIR],
    td: ['colspan', 'rowspan', DIR],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Containers whose content is code or markup, never readable text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
    'template',
    'xmp',
    'svg',
    'math',
    'object',
    'embed',
    'title',
    'head',
  ],
  transformTags: {
    // The page owns the only h1; deeper levels fold into the allowed range.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      // Entities are already decoded here; sanitize-html checks the scheme again afterwards.
      const href = squeeze(attribs.href);
      const out: sanitize.Attributes = {};
      if (SAFE_LINK.test(href) || SITE_PATH.test(href)) out.href = href;
      if (attribs.title) out.title = attribs.title;
      return { tagName, attribs: { ...out, rel: 'noopener nofollow', target: '_blank' } };
    },
    img: (tagName, attribs) => {
      const src = squeeze(attribs.src);
      const out = keepDigits({ ...attribs }, ['width', 'height']);
      if (SAFE_IMAGE.test(src) && !/\.\.|\\/.test(src)) out.src = src;
      else delete out.src;
      return { tagName, attribs: out };
    },
    th: (tagName, attribs) => ({ tagName, attribs: keepDigits({ ...attribs }, ['colspan', 'rowspan']) }),
    td: (tagName, attribs) => ({ tagName, attribs: keepDigits({ ...attribs }, ['colspan', 'rowspan']) }),
    // After the tag's own: a `dir` is kept lower-cased when it is one of its values, else dropped (not left empty).
    '*': (tagName, attribs) => {
      if (!('dir' in attribs)) return { tagName, attribs };
      const { dir, ...rest } = attribs;
      const value = (dir ?? '').trim().toLowerCase();
      return { tagName, attribs: DIR.values.includes(value) ? { ...rest, dir: value } : rest };
    },
  },
  // An image is kept only with a source on the web (http/https) or among our uploads.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text reduced to the allow-list: safe to render as HTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : '';
}
