/**
 * The allow-list for stored rich text (article bodies, producer and partner descriptions).
 * Applied on write (seed, factories, the back office's editor) and again on output, so a row that
 * reached the table some other way is still rendered inert. Blocks keep `dir` (rtl, ltr or auto). Anything not listed is removed;
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

const DIR = 'dir';
const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);
const DIRECTED_BLOCKS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'table', 'caption'];

/** `dir` kept with one of its three values (lower-cased), removed otherwise. */
const keepDirection = (attribs: sanitize.Attributes) => {
  const dir = attribs.dir?.trim().toLowerCase();
  if (dir && DIRECTIONS.has(dir)) attribs.dir = dir;
  else delete attribs.dir;
  return attribs;
};
/** A block renamed to `tagName` (or kept), its direction checked. */
const directed =
  (tagName?: string): sanitize.Transformer =>
  (tag, attribs) => ({ tagName: tagName ?? tag, attribs: keepDirection({ ...attribs }) });

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
    // The direction of a block: an Arabic article may quote an English paragraph and the other way round.
    ...Object.fromEntries(DIRECTED_BLOCKS.map((tag) => [tag, [DIR]])),
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
    ...Object.fromEntries(DIRECTED_BLOCKS.map((tag) => [tag, directed()])),
    // The page owns the only h1; deeper levels fold into the allowed range.
    h1: directed('h2'),
    h5: directed('h4'),
    h6: directed('h4'),
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
    th: (tagName, attribs) => ({ tagName, attribs: keepDirection(keepDigits({ ...attribs }, ['colspan', 'rowspan'])) }),
    td: (tagName, attribs) => ({ tagName, attribs: keepDirection(keepDigits({ ...attribs }, ['colspan', 'rowspan'])) }),
  },
  // An image is kept only with a source on the web (http/https) or among our uploads.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text reduced to the allow-list: safe to render as HTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : '';
}
