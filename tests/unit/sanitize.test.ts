import { afterAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { sanitizeHtml } from '../../src/server/platform/sanitize';

const ALLOWED_TAGS = new Set('p br h2 h3 h4 ul ol li strong b em i a blockquote figure figcaption img table caption thead tbody tfoot tr th td'.split(' '));
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'rel', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope']);

/**
 * Nothing in the output can run script, judged the way a browser reads it (happy-dom parses
 * it): only allowed elements and attributes, no handler, and every URL http(s), mailto or a
 * path of this site.
 */
const window = new Window();
afterAll(() => window.happyDOM.close());

function expectInert(html: string) {
  const { document } = window;
  document.body.innerHTML = html;
  for (const el of document.body.querySelectorAll('*')) {
    expect(ALLOWED_TAGS.has(el.tagName.toLowerCase()), `<${el.tagName}> in ${html}`).toBe(true);
    for (const { name, value } of el.attributes) {
      expect(ALLOWED_ATTRIBUTES.has(name), `${name} in ${html}`).toBe(true);
      if (name === 'href' || name === 'src') {
        expect((value ?? '').replace(/[\x00-\x20]/g, ''), `${name} in ${html}`).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\]))/i);
      }
    }
  }
}

describe('the inertness check', () => {
  it('rejects live markup', () => {
    expect(() => expectInert('<img src="/uploads/a.webp" onerror="alert(1)">')).toThrow();
    expect(() => expectInert('<a href=" javascript:alert(1)">x</a>')).toThrow();
    expect(() => expectInert('<svg></svg>')).toThrow();
    expect(() => expectInert('<a href="//evil.example">x</a>')).toThrow();
  });
});

describe('sanitizeHtml: the allow-list', () => {
  it('keeps the allowed structure as it is', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>Text <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i><br />next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<figure><img src="/uploads/news/1.webp" alt="kiln" width="1200" height="675" /><figcaption>A kiln</figcaption></figure>' +
      '<table><caption>Prices</caption><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2">Cement</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel="noopener nofollow" and target _blank to links, keeping http(s), mailto and site paths', () => {
    expect(sanitizeHtml('<a href="https://example.com/x" title="t" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://example.com/x" title="t" rel="noopener nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@binaa.example">m</a>')).toBe('<a href="mailto:info@binaa.example" rel="noopener nofollow" target="_blank">m</a>');
    expect(sanitizeHtml('<a href="/news/0/1/all">n</a>')).toBe('<a href="/news/0/1/all" rel="noopener nofollow" target="_blank">n</a>');
    expect(sanitizeHtml('<a href="ftp://files.example/x">f</a>')).toBe('<a rel="noopener nofollow" target="_blank">f</a>');
  });

  it('strips tags outside the list, keeping their text; h1 becomes h2', () => {
    expect(sanitizeHtml('<div><span>a</span><u>b</u></div>')).toBe('ab');
    expect(sanitizeHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
    expect(sanitizeHtml('<p class="x" id="y" style="color:red">p</p>')).toBe('<p>p</p>');
  });

  it("keeps a block's direction (ltr, rtl, auto; lower-cased) and drops any other value", () => {
    expect(sanitizeHtml('<p dir="rtl">مرحبا</p><h2 dir="LTR">Title</h2><ul dir="auto"><li dir="ltr">one</li></ul><td dir="rtl">x</td>')).toBe(
      '<p dir="rtl">مرحبا</p><h2 dir="ltr">Title</h2><ul dir="auto"><li dir="ltr">one</li></ul><td dir="rtl">x</td>',
    );
    expect(sanitizeHtml('<p dir="rtl onclick=alert(1)">a</p><p dir="">b</p><a dir="rtl" href="/x">c</a>')).toBe(
      '<p>a</p><p>b</p><a href="/x" rel="noopener nofollow" target="_blank">c</a>',
    );
  });

  it('returns "" for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('sanitizeHtml: XSS payloads come out inert', () => {
  const cases: Array<[string, string, string?]> = [
    ['script tag', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['script, upper case and split', '<SCRIPT SRC=//evil.example/x.js></SCRIPT><scr<script>ipt>alert(1)</script>', undefined],
    ['img onerror', '<img src=x onerror=alert(1)>', ''],
    ['img onerror with a good src', '<img src="/uploads/a.webp" onerror="alert(1)">', '<img src="/uploads/a.webp" />'],
    ['onclick on a paragraph', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    [
      'entity-encoded javascript: href',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a rel="noopener nofollow" target="_blank">x</a>',
    ],
    ['hex-entity javascript: href', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['named-entity colon', '<a href="javascript&colon;alert(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['leading spaces and newline', '<a href=" \n javascript:alert(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['data: img src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
    ['javascript: img src', '<img src="javascript:alert(1)">', ''],
    ['protocol-relative link', '<a href="//evil.example">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['backslash path', '<a href="/\\evil.example">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>'],
    ['relative img outside uploads', '<img src="/api/v1/en/front/home">', ''],
    ['path traversal from uploads', '<img src="/uploads/../api/x">', ''],
    ['iframe', '<iframe src="https://evil.example"></iframe>after', 'after'],
    ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['style tag and attribute', '<style>body{background:url(javascript:alert(1))}</style><p style="x:expression(alert(1))">p</p>', '<p>p</p>'],
    ['svg onload', '<svg onload="alert(1)"><circle r="4"/></svg>ok', 'ok'],
    ['svg with script inside', '<svg><script>alert(1)</script></svg>', ''],
    ['math with a link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['form and button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>', 'go'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['base href', '<base href="https://evil.example/">', ''],
    ['html comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">', ''],
    ['entity-encoded markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      'attribute breaking quotes',
      '<img src="/uploads/a.webp" alt="x&quot; onerror=&quot;alert(1)">',
      '<img src="/uploads/a.webp" alt="x&quot; onerror=&quot;alert(1)" />',
    ],
    ['non-numeric size', '<img src="/uploads/a.webp" width="100%" height="10 onload=x">', '<img src="/uploads/a.webp" />'],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    const out = sanitizeHtml(input);
    if (expected !== undefined) expect(out).toBe(expected);
    expectInert(out);
  });
});
