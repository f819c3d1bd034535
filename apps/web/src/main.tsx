import './styles/index.css';
import { type LanguageCode, SSR_STATE_ID } from '@shop/shared';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmUpRoute } from './app/route-warmup';
import i18n, { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { carryServerRenderedFields } from './lib/use-early-input';
import { useAuthStore } from './stores/auth-store';

/** What the server says about the page it rendered into #root (apps/server/src/delivery/server-rendering.ts). */
interface ServerState {
  language: LanguageCode;
  queries: DehydratedState;
}

function serverState(): ServerState | undefined {
  const script = document.getElementById(SSR_STATE_ID);
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : undefined;
  } catch {
    return undefined;
  }
}

// Start the translations and the auth check at once, before the first render, so they overlap.
const translations = initI18n().catch(() => undefined);
const auth = useAuthStore.getState();
auth.initialize();
void auth.checkAuth();

// The server renders a page as for a visitor. The browser takes it over (hydration) with the server's
// responses in its query cache, in the same language; the stores read their initial state while it
// does (Zustand's server snapshot), so a filled bag's badge shows just after. A signed-in visit renders
// afresh over the server's page instead: staff see hidden products, which the server's responses lack.
const server = serverState();
const sameAsServer = server !== undefined && !useAuthStore.getState().isAuthenticated;
// the server's responses first: the warm-up below then finds them and fetches nothing
if (sameAsServer) hydrate(queryClient, server.queries);
// the landing page's chunk, translations and data, side by side with the above
warmUpRoute(window.location, useAuthStore.getState().isAuthenticated);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (sameAsServer) {
  // what the shopper does until the page has mounted is held by the page's starter, then played
  // (lib/use-early-input.ts): React drops a click on a part it has not hydrated yet
  void translations.then(() => {
    // at once, not in a transition: a transition's hydration yields to the browser and finishes
    // later, and a tap on the server-rendered page before it ends (a size chosen) would be lost
    if (i18n.resolvedLanguage === server.language) hydrateRoot(root, app);
    else renderAfresh(root);
  });
} else renderAfresh(root);

/**
 * The app renders the page itself over the server's. What the shopper does meanwhile is still held by
 * the page's starter until the app's page has mounted (React may keep the server's page on screen,
 * handling nothing, while the translations load); then what they did on the server's page is played
 * on the new render, matched by what each thing is (lib/use-early-input.ts): a size tapped, a word
 * typed, a button pressed, a form sent.
 */
function renderAfresh(container: HTMLElement): void {
  carryServerRenderedFields(container);
  createRoot(container).render(app);
}
