import { TOAST_DURATION_MS } from '../config/constants.ts';
import { createExternalStore, useStoreSelector } from './external-store.ts';

/** `tag` names a toast that something else may take back (the login prompt, once the player logs in). */
export type Toast = { id: number; message: string; tone: 'info' | 'success' | 'error'; tag?: string };

/** One toast at a time, like the original app: a new message replaces the current one. */
export const toastStore = createExternalStore<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(
  message: string,
  tone: Toast['tone'] = 'info',
  durationMs = TOAST_DURATION_MS,
  tag?: string,
): void {
  if (!message) return;
  if (timer) clearTimeout(timer);
  const current = toastStore.get();
  // The same text again (a double tap, two failing calls) keeps its element and just restarts the timer.
  const id = current && current.message === message ? current.id : nextId++;
  toastStore.set(tag ? { id, message, tone, tag } : { id, message, tone });
  timer = setTimeout(() => {
    timer = undefined;
    toastStore.set(null);
  }, durationMs);
}

/** Hides the current toast; with a tag, only a toast shown with that tag. */
export function hideToast(tag?: string): void {
  if (tag !== undefined && toastStore.get()?.tag !== tag) return;
  if (timer) clearTimeout(timer);
  timer = undefined;
  toastStore.set(null);
}

export const useToast = (): Toast | null => useStoreSelector(toastStore, (toast) => toast);

/** The tag of 'Please log in first': it is taken back as soon as a session starts. */
export const LOGIN_PROMPT = 'login-prompt';
