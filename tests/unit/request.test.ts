import { describe, expect, it } from 'vitest';
import { langOfRequest, parseCookies } from '../../src/shared/request';

describe('parseCookies (server and web)', () => {
  it('reads name=value pairs, decoded when they decode', () => {
    expect(parseCookies('a=1; lang=en;theme=dark')).toEqual({ a: '1', lang: 'en', theme: 'dark' });
    expect(parseCookies('x=%E2%9C%93; y=%E0%A4%A')).toEqual({ x: '✓', y: '%E0%A4%A' });
    expect(parseCookies('t=a=b')).toEqual({ t: 'a=b' });
  });

  it('keeps the first of a repeated name and skips what is not a pair', () => {
    expect(parseCookies('lang=en; lang=ar; junk; =x')).toEqual({ lang: 'en' });
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(null)).toEqual({});
  });
});

describe('langOfRequest', () => {
  it('takes ?lang= first, then the lang cookie, then Arabic', () => {
    expect(langOfRequest('https://x/a?lang=en', 'lang=ar')).toBe('en');
    expect(langOfRequest('/a?lang=ar', 'lang=en')).toBe('ar');
    expect(langOfRequest('/a', 'theme=dark; lang=en')).toBe('en');
    expect(langOfRequest('https://x/a', null)).toBe('ar');
  });

  it('ignores languages the site does not have', () => {
    expect(langOfRequest('/a?lang=fr', 'lang=en')).toBe('en');
    expect(langOfRequest('/a?lang=fr', 'lang=de')).toBe('ar');
  });
});
