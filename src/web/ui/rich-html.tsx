import { SxOnce, type SectionStyle } from './sx-once';

const richSx: SectionStyle = {
  lineHeight: 1.9,
  fontSize: { xs: '1rem', md: '1.0625rem' },
  overflowWrap: 'anywhere',
  '& h2': { fontSize: '1.3rem', fontWeight: 700, mt: 3, mb: 1 },
  '& h3': { fontSize: '1.15rem', fontWeight: 700, mt: 2.5, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { ps: 3, my: 1.5 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
  '& blockquote': { borderInlineStart: 4, borderColor: 'secondary.main', m: 0, my: 2, ps: 2, color: 'text.secondary' },
};

/**
 * HTML from the API (article bodies, producer and partner descriptions). The server sanitises
 * it with an allow-list before it is stored or served, so it is rendered as is.
 */
export function RichHtml({ html, id }: { html: string; id?: string }) {
  return <SxOnce id={id} sx={richSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
