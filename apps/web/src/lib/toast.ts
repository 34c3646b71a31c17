import { TOAST_DURATION_MS } from '../config/constants.ts';
import { createExternalStore, useStoreSelector } from './external-store.ts';

export type Toast = { id: number; message: string; tone: 'info' | 'success' | 'error' };

/** One toast at a time, like the original app: a new message replaces the current one. */
export const toastStore = createExternalStore<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(
  message: string,
  tone: Toast['tone'] = 'info',
  durationMs = TOAST_DURATION_MS,
): void {
  if (!message) return;
  if (timer) clearTimeout(timer);
  const current = toastStore.get();
  // The same text again (a double tap, two failing calls) keeps its element and just restarts the timer.
  const id = current && current.message === message ? current.id : nextId++;
  toastStore.set({ id, message, tone });
  timer = setTimeout(() => {
    timer = undefined;
    toastStore.set(null);
  }, durationMs);
}

export function hideToast(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  toastStore.set(null);
}

export const useToast = (): Toast | null => useStoreSelector(toastStore, (toast) => toast);
