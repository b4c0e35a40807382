/**
 * A small list kept in localStorage, readable from React with useSyncExternalStore. The parsed
 * snapshot is cached per raw value so React sees a stable reference until the list changes.
 */
import { useSyncExternalStore } from 'react';

export interface LocalList<T> {
  key: string;
  read(): readonly T[];
  write(items: readonly T[]): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly never[] = Object.freeze([]);

export function createLocalList<T>(key: string, isItem: (v: unknown) => v is T, getStorage: () => Storage | undefined = defaultStorage): LocalList<T> {
  let lastRaw: string | null | undefined;
  let lastItems: readonly T[] = EMPTY;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  function read(): readonly T[] {
    let raw: string | null;
    try {
      raw = getStorage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw === lastRaw) return lastItems;
    lastRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      lastItems = Array.isArray(parsed) ? Object.freeze(parsed.filter(isItem)) : EMPTY;
    } catch {
      lastItems = EMPTY;
    }
    return lastItems;
  }

  return {
    key,
    read,
    write(items) {
      try {
        getStorage()?.setItem(key, JSON.stringify(items));
      } catch {
        // storage full or unavailable: keep the page working
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function defaultStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The list in a component; empty during server rendering and hydration. */
export function useLocalList<T>(list: LocalList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.read, () => EMPTY as readonly T[]);
}
