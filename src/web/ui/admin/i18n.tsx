/**
 * The back office's strings (src/shared/i18n/{ar,en}/admin.json), a dictionary of their own: the
 * /admin layout's loader sends the page's language with its data, so the public pages' language
 * chunks never carry them. `useAdminT()` is the back office's `useTranslation()`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '../../../shared/envelope';
import { createTranslator, type Translator } from '../../../shared/i18n/translator';
import type { AdminKey, AdminPluralKey } from '../../../shared/i18n/types';

export type AdminTranslator = Translator<AdminKey, AdminPluralKey>;
export type AdminStrings = object;

const AdminI18nContext = createContext<AdminTranslator | null>(null);

export function AdminI18nProvider({ lang, strings, children }: { lang: Lang; strings: AdminStrings; children: ReactNode }) {
  const translator = useMemo(() => createTranslator<AdminKey, AdminPluralKey>(lang, strings), [lang, strings]);
  return <AdminI18nContext.Provider value={translator}>{children}</AdminI18nContext.Provider>;
}

export function useAdminT(): AdminTranslator {
  const value = useContext(AdminI18nContext);
  if (!value) throw new Error('useAdminT: no AdminI18nProvider above this component');
  return value;
}

/** The dictionary of a language (server loader only: it travels in the layout's data). */
export const loadAdminStrings = async (lang: Lang): Promise<AdminStrings> =>
  (lang === 'en' ? await import('../../../shared/i18n/en/admin.json') : await import('../../../shared/i18n/ar/admin.json')).default;
