import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** A minimal observable value for useSyncExternalStore; state is replaced, never mutated. */
export type ExternalStore<T> = {
  get: () => T;
  /**
   * The value the build's prerender saw (a fresh visitor): what a hydrating render reads, so that it
   * matches the prerendered page; React then renders again with `get()` (useSyncExternalStore).
   */
  server: T;
  set: (next: T | ((prev: T) => T)) => void;
  subscribe: (listener: Listener) => () => void;
};

export function createExternalStore<T>(initial: T, server: T = initial): ExternalStore<T> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    server,
    set: (next) => {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to a slice of a store; the selector must return a stable value. */
export function useStoreSelector<T, S>(store: ExternalStore<T>, selector: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.server),
  );
}
