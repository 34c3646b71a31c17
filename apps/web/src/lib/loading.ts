import { createExternalStore, useStoreSelector } from './external-store.ts';

/** How many calls asked for the blocking loading indicator (`request(..., {loading: true})`). */
export const loadingStore = createExternalStore(0);

export const beginLoading = (): void => loadingStore.set((n) => n + 1);
export const endLoading = (): void => loadingStore.set((n) => Math.max(0, n - 1));
export const useIsLoading = (): boolean => useStoreSelector(loadingStore, (n) => n > 0);
