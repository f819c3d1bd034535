import { type ComponentType, lazy } from 'react';

/**
 * Route-level code splitting: each page is its own chunk, fetched the first time its route renders
 * (a shopper never downloads the dashboard). Pages export a named component.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
