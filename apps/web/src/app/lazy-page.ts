import { type ComponentType, createElement, lazy, useEffect } from 'react';
import { replayEarlyActions } from '../lib/use-early-input';

/**
 * Route-level code splitting: each page is its own chunk, fetched the first time its route renders
 * (a shopper never downloads the dashboard). Pages export a named component.
 *
 * Once the first page has mounted, the page the server rendered is the app's: what the shopper did on it
 * before (a form sent, a button pressed) is played again (lib/use-early-input.ts).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const Page = (await load())[name];
    function TakenOver() {
      useEffect(replayEarlyActions, []);
      return createElement(Page);
    }
    TakenOver.displayName = `TakenOver(${name})`;
    return { default: TakenOver };
  });
}
