import { PREF_STORAGE } from '../ui/prefs';

/** Logout on the device: clear local storage except the language (SPEC section 4). */
export function clearLocalSession(storage: Storage = localStorage): void {
  const keep = storage.getItem(PREF_STORAGE.lang);
  storage.clear();
  if (keep !== null) storage.setItem(PREF_STORAGE.lang, keep);
}
