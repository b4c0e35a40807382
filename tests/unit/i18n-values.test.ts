/**
 * Issue 15: mail templates insert values literally (one pass: a value is never searched for
 * placeholders or String#replace `$` patterns) and, for an HTML body, escaped.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml, fill, translate, translateHtml } from '../../src/shared/i18n/index';

const HOSTILE = ['{{code}}', "$'", '$&', '$`', '$$', '$1', '{{ name }}', '<b>hi</b> & "you"'];

describe('values in templates', () => {
  it.each(HOSTILE)('shows a name of %j as typed, and the code in its place', (name) => {
    const text = translate('en', 'mail.activation_body', { name, code: '12345' });
    expect(text.startsWith(`Hello ${name},\n\nYour activation code is: 12345\n`)).toBe(true);
    expect(text.split('12345')).toHaveLength(2);
    expect(translate('ar', 'mail.reset_body', { name, code: '54321' })).toContain(`مرحبًا ${name}،`);
  });

  it('fills each placeholder once, whatever the values hold', () => {
    expect(fill('{{a}}-{{b}}-{{a}}', { a: '{{b}}', b: "$'" })).toBe("{{b}}-$'-{{b}}");
  });

  it('escapes the values (not the template) for an HTML body', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    const html = translateHtml('en', 'mail.activation_body', { name: '<img src=x onerror=alert(1)> {{code}}', code: '12345' });
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; {{code}},');
    expect(html).not.toContain('<img');
    expect(html.split('12345')).toHaveLength(2);
  });
});
