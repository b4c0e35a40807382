/**
 * The sanitiser on the back office editor's output (issue 18; one editor since decision 046): what the TipTap editor makes
 * (its own extensions, run here in happy-dom) passes the public page's allow-list unchanged —
 * structure, text, links and every block's `dir` — while what a hostile client could add to it is
 * removed. Sanitising twice (on save, then on output) changes nothing more.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { Window } from 'happy-dom';
import { sanitizeHtml } from '../../src/server/platform/sanitize';
import { editorExtensions, isSafeLink, type BlockDir } from '../../src/web/ui/admin/editor-extensions';

const window = new Window();
afterAll(() => window.happyDOM.close());

/** A document as a reader's browser sees it: elements with their `dir` and `href`, and text. */
function shape(html: string): string {
  const root = window.document.createElement('div');
  root.innerHTML = html;
  const walk = (node: Node): string => {
    if (node.nodeType === 3) return node.textContent ?? '';
    const el = node as unknown as Element;
    const attrs = ['dir', 'href'].map((a) => (el.getAttribute(a) != null ? ` ${a}=${el.getAttribute(a)}` : '')).join('');
    return `<${el.tagName.toLowerCase()}${attrs}>${[...el.childNodes].map((c) => walk(c as unknown as Node)).join('')}</>`;
  };
  return [...root.childNodes].map((c) => walk(c as unknown as Node)).join('');
}

/** Writes `steps` in an editor of the given direction and returns its HTML. */
function write(dir: BlockDir, steps: (editor: Editor) => void): string {
  const editor = new Editor({ extensions: editorExtensions(), textDirection: dir, content: '' });
  steps(editor);
  const html = editor.getHTML();
  editor.destroy();
  return html;
}

const everything = (editor: Editor) => {
  editor.commands.setContent(
    '<h2>عنوان القسم</h2><h3>عنوان فرعي</h3><h4>عنوان أصغر</h4>' +
      '<p>فقرة فيها <strong>نص عريض</strong> و<em>نص مائل</em><br>وسطر ثانٍ</p>' +
      '<ul><li><p>بند أول</p></li><li><p>بند ثانٍ</p></li></ul><ol><li><p>خطوة</p></li></ol>' +
      '<blockquote><p>اقتباس من البيان</p></blockquote>' +
      '<p><a href="https://example.com/report">التقرير</a> و<a href="/news/0/1/all-news">الأخبار</a> و<a href="mailto:desk@example.com">البريد</a></p>' +
      '<p>An English sentence quoted as is</p>',
  );
  // The last paragraph is English: turned left-to-right, as the toolbar's direction button does.
  editor.commands.setTextSelection(editor.state.doc.content.size - 3);
  editor.commands.setTextDirection('ltr');
};

describe('the article editor output through the public allow-list', () => {
  it('keeps everything the Arabic editor makes, dir="rtl" on every block and dir="ltr" on the turned paragraph', () => {
    const html = write('rtl', everything);
    expect(html).toContain('<h2 dir="rtl">');
    expect(html).toContain('<p dir="ltr">An English sentence quoted as is</p>');
    const clean = sanitizeHtml(html);
    expect(shape(clean)).toBe(shape(html).replace(/<br dir=rtl>/g, '<br>'));
    for (const tag of ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'blockquote']) expect(clean).toContain(`<${tag} dir="rtl">`);
    expect(clean).toContain('<p dir="ltr">An English sentence quoted as is</p>');
    expect(clean).toContain('<a href="https://example.com/report" rel="noopener nofollow" target="_blank">التقرير</a>');
    expect(clean).toContain('<a href="/news/0/1/all-news"');
    expect(clean).toContain('<a href="mailto:desk@example.com"');
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps dir="ltr" on the English editor and a paragraph turned right-to-left', () => {
    const html = write('ltr', (editor) => {
      editor.commands.setContent('<p>Cement prices rose.</p><p>ارتفعت الأسعار</p>');
      editor.commands.setTextSelection(editor.state.doc.content.size - 3);
      editor.commands.setTextDirection('rtl');
    });
    expect(sanitizeHtml(html)).toBe('<p dir="ltr">Cement prices rose.</p><p dir="rtl">ارتفعت الأسعار</p>');
  });

  it('keeps dir="auto" on the content pages\' blocks (their direction read from their text) and a block turned one way', () => {
    const html = write('auto', (editor) => {
      editor.commands.setContent('<h2>الأسئلة الشائعة</h2><p>نص عربي</p><p>An English line</p>');
      editor.commands.setTextSelection(editor.state.doc.content.size - 3);
      editor.commands.setTextDirection('ltr');
    });
    expect(sanitizeHtml(html)).toBe('<h2 dir="auto">الأسئلة الشائعة</h2><p dir="auto">نص عربي</p><p dir="ltr">An English line</p>');
  });

  it('never makes what the allow-list would drop: code, strike-through, rules, h1 and javascript: links are not in the editor', () => {
    const html = write('rtl', (editor) =>
      editor.commands.setContent('<h1>كبير</h1><pre><code>x()</code></pre><s>مشطوب</s><hr><p><a href="javascript:alert(1)">رابط</a></p>'),
    );
    expect(html).not.toMatch(/<h1|<pre|<code|<s>|<hr|javascript:/);
    expect(shape(sanitizeHtml(html))).toBe(shape(html).replace(/<br dir=rtl>/g, '<br>'));
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('//evil.example/x')).toBe(false);
    expect(isSafeLink('https://example.com/a?b=c')).toBe(true);
  });

  it('removes what a hostile client adds to the editor output, keeping the directions', () => {
    const html = write('rtl', everything);
    const tampered = html
      .replace('<h2 dir="rtl">', '<h2 dir="rtl" onmouseover="steal()" style="position:fixed">')
      .replace('<p dir="ltr">', '<p dir="ltr" onclick="steal()"><script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">x</a>')
      .replace('<blockquote dir="rtl">', '<blockquote dir="rtl;color:red" class="x"><iframe src="https://evil.example"></iframe>');
    const clean = sanitizeHtml(tampered);
    expect(clean).not.toMatch(/steal|onmouseover|onclick|onerror|style=|class=|<script|<iframe|javascript:|evil/);
    expect(clean).toContain('<h2 dir="rtl">');
    expect(clean).toContain('<p dir="ltr">');
    expect(clean).toContain('<blockquote>');
  });
});
