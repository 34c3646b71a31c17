import { useSyncExternalStore } from 'react';

/**
 * The staff session token. Kept in sessionStorage (one browser tab, gone when it closes) rather than
 * localStorage: a staff session is short (30 minutes idle) and must not outlive the tab.
 */
const KEY = 'jl-admin-token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function setToken(token: string | null): void {
  if (token) sessionStorage.setItem(KEY, token);
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useToken(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken,
    () => null,
  );
}
