import { useSyncExternalStore } from "react";
import { MAX_COMPARED, MAX_SAVED_IDS, parseListingIds, toggleId } from "#app/lib/listing-ids.ts";

/**
 * The visitor's favourites and comparison choice, kept in the browser's local storage (decision 0020:
 * no account; the cookie policy lists them as strictly necessary: they only hold what the visitor
 * saved). Stored as the same comma-separated ids the shareable links carry (`4100001,4100002`).
 * Every island that shows them (hearts, compare toggles, the header's counts, the favourites page)
 * reads this one store, so a change shows everywhere at once, in other tabs too (storage event).
 *
 * On the server and during hydration the ids are unknown (null): the controls that need them
 * render only once the page runs in the browser.
 */
export type SavedKind = "favourites" | "compare";

const STORAGE_KEYS: Record<SavedKind, string> = {
  favourites: "favourites",
  compare: "compareProperties",
};
const LIMITS: Record<SavedKind, number> = {
  favourites: MAX_SAVED_IDS,
  compare: MAX_COMPARED,
};

const listeners = new Set<() => void>();
/** The last read of each kind, so a snapshot stays the same array until the stored text changes. */
const cache: Partial<Record<SavedKind, { text: string | null; ids: number[] }>> = {};

function storedText(kind: SavedKind): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[kind]);
  } catch {
    // Storage blocked (private mode, a policy): nothing saved, and saving fails quietly below.
    return null;
  }
}

/** The saved ids of a kind, in the order they were saved. */
export function readSaved(kind: SavedKind): number[] {
  const text = storedText(kind);
  const cached = cache[kind];
  if (cached && cached.text === text) return cached.ids;
  const ids = parseListingIds(text, LIMITS[kind]).ids;
  cache[kind] = { text, ids };
  return ids;
}

function writeSaved(kind: SavedKind, ids: readonly number[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(STORAGE_KEYS[kind]);
    else window.localStorage.setItem(STORAGE_KEYS[kind], ids.join(","));
  } catch {
    // Nothing to do: the page keeps working, only without memory.
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved ids of a kind; null on the server and until hydration. */
export function useSaved(kind: SavedKind): number[] | null {
  return useSyncExternalStore(
    subscribe,
    () => readSaved(kind),
    () => null,
  );
}

/** Adds or removes a listing; `full` when the list has no room left (compare holds three). */
export function toggleSaved(kind: SavedKind, id: number): { added: boolean; full: boolean; count: number } {
  const result = toggleId(readSaved(kind), id, LIMITS[kind]);
  if (!result.full) writeSaved(kind, result.ids);
  return { added: result.added, full: result.full, count: result.ids.length };
}

/** Keeps only these ids in the comparison (the favourites page lets the visitor pick again). */
export function replaceSaved(kind: SavedKind, ids: readonly number[]): void {
  writeSaved(kind, ids.slice(0, LIMITS[kind]));
}

// ── Announcements: one polite live region (in the header) says what a toggle did ──────────────
let announcement = "";
const announcementListeners = new Set<() => void>();

/** Says a text in the page's live region (a repeated text is said again). */
export function announce(text: string): void {
  // A trailing no-break space alternates so the same sentence twice is still a change.
  announcement = announcement === text ? `${text}\u00a0` : text;
  for (const listener of announcementListeners) listener();
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      announcementListeners.add(listener);
      return () => announcementListeners.delete(listener);
    },
    () => announcement,
    () => "",
  );
}
