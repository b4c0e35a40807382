/**
 * The article open in the editor: its fields as typed, what is not saved yet, and every write to
 * the server one after the other (a save, a publication, the photo), each naming the revision the
 * last answer gave. A draft (or a scheduled article) saves itself a few seconds after a change; a
 * published one only when asked, since readers see each save. A save refused because the article
 * changed elsewhere (409) stops the autosave until the editor reloads or saves over it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '../../../api/client';
import { useSubmissionKey } from '../../../api/idempotency';
import { useAdminApi, useAdminCalls } from '../../../ui/admin/api';
import type { AdminNews, NewsRelatedPick } from '../../../../shared/schemas/news-admin';

export const AUTOSAVE_MS = 2_500;

export interface NewsForm {
  category_id: number;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: string;
  body_en: string;
  source_ar: string;
  source_en: string;
  is_slider: boolean;
  slider_link: string;
  related_ids: number[];
}
export type FieldName = keyof NewsForm;

export const EMPTY_FORM: NewsForm = {
  category_id: 1,
  title_ar: '',
  title_en: '',
  summary_ar: '',
  summary_en: '',
  body_ar: '',
  body_en: '',
  source_ar: '',
  source_en: '',
  is_slider: false,
  slider_link: '',
  related_ids: [],
};

const formOf = (a: AdminNews): NewsForm => ({
  category_id: a.category_id,
  title_ar: a.title_ar,
  title_en: a.title_en,
  summary_ar: a.summary_ar,
  summary_en: a.summary_en,
  body_ar: a.body_ar,
  body_en: a.body_en,
  source_ar: a.source_ar,
  source_en: a.source_en,
  is_slider: a.is_slider,
  slider_link: a.slider_link,
  related_ids: a.related.map((r) => r.id),
});

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'conflict';

export type Loading = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready' };

export interface NewsDraft {
  loading: Loading;
  article: AdminNews | null;
  form: NewsForm;
  /** Names of the related topics picked so far (from the article and from suggestions). */
  relatedInfo: Map<number, NewsRelatedPick>;
  dirty: boolean;
  save: SaveState;
  savedAt: Date | null;
  /** Field messages of the last refusal (already in the page's language). */
  errors: Record<string, string[]>;
  /** The message of a refusal that is not about one field. */
  message: string | null;
  set<K extends FieldName>(name: K, value: NewsForm[K]): void;
  remember(pick: NewsRelatedPick): void;
  /** Saves what changed (also a published article's changes); resolves with whether everything is saved. */
  saveNow(): Promise<boolean>;
  /** Saves, then calls `admin/news/{id}/{action}` with the revision; resolves with whether it succeeded. */
  act(action: 'publish' | 'unpublish' | 'schedule', body?: object): Promise<boolean>;
  uploadPhoto(file: File): Promise<boolean>;
  removePhoto(): Promise<boolean>;
  remove(): Promise<boolean>;
  /** After a conflict: the article as it is now, the unsaved changes dropped. */
  reload(): Promise<void>;
  /** After a conflict: the unsaved changes saved over the other version. */
  overwrite(): Promise<boolean>;
}

/**
 * `id`: the article's id, or null for a new one (created by its first save). `onCreated` gets the
 * new id (the screen puts it in the address).
 */
export function useNewsDraft(id: number | null, onCreated: (id: number) => void): NewsDraft {
  const admin = useAdminApi();
  const calls = useAdminCalls();
  const [loading, setLoading] = useState<Loading>(id ? { kind: 'loading' } : { kind: 'ready' });
  const [article, setArticle] = useState<AdminNews | null>(null);
  const [form, setForm] = useState<NewsForm>(EMPTY_FORM);
  const [dirtySet, setDirtySet] = useState<ReadonlySet<FieldName>>(new Set());
  const [save, setSave] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [relatedInfo, setRelatedInfo] = useState<Map<number, NewsRelatedPick>>(new Map());

  // The async writes read these, not the render's copies.
  const idRef = useRef(id);
  const revision = useRef(0);
  const formRef = useRef(form);
  const dirtyRef = useRef(new Set<FieldName>());
  const statusRef = useRef<AdminNews['status']>('draft');
  const conflict = useRef(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const createKey = useSubmissionKey();

  const markDirty = () => setDirtySet(new Set(dirtyRef.current));

  const adopt = useCallback((a: AdminNews, replaceForm: boolean) => {
    setArticle(a);
    revision.current = a.revision;
    statusRef.current = a.status;
    setRelatedInfo((m) => new Map([...m, ...a.related.map((r) => [r.id, r] as const)]));
    if (replaceForm) {
      formRef.current = formOf(a);
      setForm(formRef.current);
      dirtyRef.current.clear();
      setDirtySet(new Set());
    }
  }, []);

  const load = useCallback(
    async (articleId: number) => {
      const res = await calls.adminNews({ id: articleId });
      if (res.ok) {
        adopt(res.data, true);
        setLoading({ kind: 'ready' });
      } else setLoading(res.problem.kind === 'not_found' ? { kind: 'missing' } : { kind: 'failed' });
      return res;
    },
    [calls, adopt],
  );

  useEffect(() => {
    // The id the first save made is already loaded.
    if (id === null || (idRef.current === id && revision.current > 0)) return;
    idRef.current = id;
    void load(id);
  }, [id, load]);

  /** Runs writes one after the other. */
  const enqueue = useCallback(<T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(fn, fn);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const refused = useCallback((res: Outcome<unknown> & { ok: false }) => {
    if (res.status === 409) {
      conflict.current = true;
      setSave('conflict');
      return;
    }
    setSave('failed');
    if (res.problem.kind === 'validation') {
      setErrors(res.problem.fields);
      setMessage(Object.keys(res.problem.fields).length ? null : res.problem.msg);
    } else setMessage('msg' in res.problem ? res.problem.msg || null : null);
  }, []);

  /** The save itself (inside the queue): true when nothing is left unsaved. */
  const doSave = useCallback(async (): Promise<boolean> => {
    if (conflict.current) return false;
    const changed = [...dirtyRef.current];
    if (idRef.current !== null && !changed.length) return true;
    const snapshot = Object.fromEntries(changed.map((k) => [k, formRef.current[k]])) as Partial<NewsForm>;
    setSave('saving');
    const res =
      idRef.current === null
        ? await calls.createNews(snapshot, createKey.keyFor(snapshot))
        : await calls.updateNews({ id: idRef.current, ...snapshot, revision: revision.current });
    if (!res.ok) {
      refused(res);
      return false;
    }
    const created = idRef.current === null;
    if (created) createKey.done();
    idRef.current = res.data.id;
    adopt(res.data, false);
    // What was typed while the save was on its way stays to save.
    for (const k of changed) if (formRef.current[k] === snapshot[k]) dirtyRef.current.delete(k);
    markDirty();
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !changed.includes(k as FieldName))));
    setMessage(null);
    setSave(dirtyRef.current.size ? 'pending' : 'saved');
    setSavedAt(new Date());
    if (created) onCreated(res.data.id);
    return dirtyRef.current.size === 0;
  }, [calls, adopt, refused, onCreated, createKey]);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    return enqueue(doSave);
  }, [enqueue, doSave]);

  const set = useCallback(
    <K extends FieldName>(name: K, value: NewsForm[K]) => {
      if (formRef.current[name] === value) return;
      formRef.current = { ...formRef.current, [name]: value };
      setForm(formRef.current);
      dirtyRef.current.add(name);
      markDirty();
      if (conflict.current) return;
      setSave('pending');
      clearTimeout(timer.current);
      if (statusRef.current !== 'published') timer.current = setTimeout(() => void enqueue(doSave), AUTOSAVE_MS);
    },
    [enqueue, doSave],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  /** A write that answers the article, made after the pending changes are saved. */
  const write = useCallback(
    (call: (articleId: number) => Promise<Outcome<AdminNews>>) =>
      enqueue(async () => {
        clearTimeout(timer.current);
        if (!(await doSave()) || idRef.current === null) return false;
        setSave('saving');
        const res = await call(idRef.current);
        if (!res.ok) {
          refused(res);
          return false;
        }
        adopt(res.data, false);
        setErrors({});
        setMessage(null);
        setSave('saved');
        setSavedAt(new Date());
        return true;
      }),
    [enqueue, doSave, refused, adopt],
  );

  const act = useCallback(
    (action: 'publish' | 'unpublish' | 'schedule', body: object = {}) =>
      write((articleId) => {
        const input = { id: articleId, ...body, revision: revision.current };
        if (action === 'schedule') return calls.scheduleNews(input as typeof input & { publish_at: string });
        return action === 'publish' ? calls.publishNews(input) : calls.unpublishNews(input);
      }),
    [write, calls],
  );

  const uploadPhoto = useCallback(
    (file: File) => {
      // A new article is created first (doSave), even empty: the photo belongs to it.
      const data = new FormData();
      data.append('photo', file);
      return write((articleId) => admin.send<AdminNews>(`news/${articleId}/photo`, { method: 'POST', body: data }));
    },
    [write, admin],
  );

  const removePhoto = useCallback(() => write((articleId) => calls.removeNewsPhoto({ id: articleId })), [write, calls]);

  const remove = useCallback(
    () =>
      enqueue(async () => {
        clearTimeout(timer.current);
        if (idRef.current === null) return true;
        const res = await calls.deleteNews({ id: idRef.current });
        if (!res.ok) refused(res);
        return res.ok;
      }),
    [enqueue, calls, refused],
  );

  const reload = useCallback(async () => {
    conflict.current = false;
    if (idRef.current !== null) await load(idRef.current);
    setSave('idle');
    setErrors({});
  }, [load]);

  const overwrite = useCallback(async () => {
    if (idRef.current === null) return false;
    const res = await calls.adminNews({ id: idRef.current });
    if (!res.ok) return false;
    // Their version's revision, our fields: the save replaces what it names.
    adopt(res.data, false);
    conflict.current = false;
    return saveNow();
  }, [calls, adopt, saveNow]);

  const remember = useCallback((pick: NewsRelatedPick) => setRelatedInfo((m) => new Map(m).set(pick.id, pick)), []);

  return {
    loading,
    article,
    form,
    relatedInfo,
    dirty: dirtySet.size > 0,
    save,
    savedAt,
    errors,
    message,
    set,
    remember,
    saveNow,
    act,
    uploadPhoto,
    removePhoto,
    remove,
    reload,
    overwrite,
  };
}
