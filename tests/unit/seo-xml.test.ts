import { describe, expect, it } from 'vitest';
import { esc, excerpt, plainText } from '../../src/server/domains/seo/xml';

describe('seo xml helpers', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(esc(`a & b <c> "d" 'e'`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    expect(esc('x\u0000\u0007y\uFFFEz\uD800')).toBe('xyz');
    expect(esc('أسمنت 😀')).toBe('أسمنت 😀');
  });

  it('turns HTML into plain text and cuts it at a word', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b> &amp; &#x627;&#1575;</p><script>x</script>')).toBe('Hello world & اا x');
    expect(excerpt('one two three four', 9)).toBe('one two…');
    expect(excerpt('short', 9)).toBe('short');
  });
});
