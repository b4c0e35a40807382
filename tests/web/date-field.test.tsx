import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../src/web/i18n/react';
import { createI18n } from '../../src/web/i18n/setup';
import { DateField } from '../../src/web/ui/date-field';

const render = (lang: 'ar' | 'en', node: React.ReactNode) => renderToStaticMarkup(<I18nProvider translator={createI18n(lang)}>{node}</I18nProvider>);
const noop = () => {};

describe('DateField', () => {
  it('writes the chosen day under the field as the site writes dates, whatever order the browser shows it in', () => {
    const ar = render('ar', <DateField label="من تاريخ" value="2026-11-09" onChange={noop} />);
    expect(ar).toContain('value="2026-11-09"');
    expect(ar).toContain('9 نوفمبر 2026');
    // Linked to the field: a screen reader reads the day with it.
    const describedBy = /aria-describedby="([^"]+)"/.exec(ar)?.[1];
    expect(describedBy).toBeTruthy();
    expect(ar).toContain(`id="${describedBy}"`);
    expect(render('en', <DateField label="From" value="2026-11-09" onChange={noop} />)).toContain('9 November 2026');
  });

  it('shows the error instead of the day, and nothing under an empty field', () => {
    const html = render('en', <DateField label="From" value="2026-11-09" error="The start date must be before the end date" onChange={noop} />);
    expect(html).toContain('The start date must be before the end date');
    expect(html).not.toContain('9 November 2026');
    expect(render('en', <DateField label="From" value="" onChange={noop} />)).not.toContain('November');
  });
});
