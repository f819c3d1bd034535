import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmUpRoute } from './app/route-warmup';
import { initI18n } from './lib/i18n';
import { useAuthStore } from './stores/auth-store';

// Start the translations and the auth check at once, before the first render, so they overlap.
void initI18n();
const auth = useAuthStore.getState();
auth.initialize();
void auth.checkAuth();
// the landing page's chunk, translations and data, side by side with the above
warmUpRoute(window.location, useAuthStore.getState().isAuthenticated);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
