import ar from './ar.json';
import en from './en.json';
import type { Lang } from '../envelope';

/** Messages shared by the server (API answers) and the web (form errors). */
export const sharedMessages = { ar, en } as const;
type Ns = keyof typeof en;

/** Translate `ns.key` (or a bare key looked up in `validation`, then `api`). */
export function translate(lang: Lang, key: string): string {
  const dict = sharedMessages[lang] as Record<Ns, Record<string, string>>;
  const [ns, k] = key.includes('.') ? (key.split('.', 2) as [Ns, string]) : [undefined, key];
  if (ns && dict[ns]?.[k]) return dict[ns][k];
  return dict.validation[key] ?? dict.api[key] ?? key;
}
