/**
 * Issue 15: templates insert values literally (one pass: a value is never searched for
 * placeholders or String#replace `$` patterns) and, for an HTML body, escaped.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator, escapeHtml, fill, translate, translateHtml } from '../../src/shared/i18n/index';

const HOSTILE = ['{{code}}', "$'", '$&', '$`', '$$', '$1', '{{ name }}', '<b>hi</b> & "you"'];
const mail = createTranslator('en', { mail: { hello: 'Hello {{name}},\nyour code is {{code}}.' } });

describe('values in templates', () => {
  it.each(HOSTILE)('shows a value of %j as typed, and the code in its place', (name) => {
    expect((mail.t as (k: string, v: object) => string)('mail.hello', { name, code: '12345' })).toBe(`Hello ${name},\nyour code is 12345.`);
    expect(translate('en', 'account.forgot.code_sent_to', { email: name })).toBe(`If ${name} has an account, a 5-digit code is on its way. Enter it below.`);
  });

  it('fills each placeholder once, whatever the values hold', () => {
    expect(fill('{{a}}-{{b}}-{{a}}', { a: '{{b}}', b: "$'" })).toBe("{{b}}-$'-{{b}}");
  });

  it('escapes the values (not the template) for an HTML body', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    const html = translateHtml('en', 'account.forgot.code_sent_to', { email: "<img src=x onerror=alert(1)> {{code}} $'" });
    expect(html).toBe('If &lt;img src=x onerror=alert(1)&gt; {{code}} $&#39; has an account, a 5-digit code is on its way. Enter it below.');
  });

  it('puts nothing but the code into the code mails', () => {
    for (const lang of ['ar', 'en'] as const)
      for (const key of ['mail.activation_body', 'mail.reset_body', 'mail.email_change_body'] as const)
        expect(translate(lang, key, { code: '12345', name: 'NAME' }), `${lang} ${key}`).not.toContain('NAME');
  });
});
