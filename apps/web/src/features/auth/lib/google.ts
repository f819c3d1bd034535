/**
 * Google sign-in with the Google Identity Services authorization-code popup: the browser gets a
 * one-time `code` and the server exchanges it (docs/decisions/0014-google-sign-in.md), so no Google
 * token or secret reaches the page. The client id comes in at build time (VITE_GOOGLE_CLIENT_ID,
 * the same as the server's GOOGLE_CLIENT_ID); without it every Google button stays hidden. The
 * script loads on the first click only, so no page pays for it up front.
 */

/**
 * Read on each call rather than once at import: Vite writes the value in at build time either way,
 * and a test can then set it with `vi.stubEnv` without depending on which file imported this first.
 */
export const googleClientId = (): string => (import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '').trim();
export const isGoogleConfigured = (): boolean => googleClientId() !== '';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface CodeResponse {
  code?: string;
  error?: string;
}
interface CodeClient {
  requestCode(): void;
}
interface GoogleOAuth2 {
  initCodeClient(config: {
    client_id: string;
    scope: string;
    ux_mode: 'popup';
    callback: (response: CodeResponse) => void;
    error_callback?: (error: { type?: string }) => void;
  }): CodeClient;
}
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

let loading: Promise<GoogleOAuth2> | undefined;

function loadGoogle(): Promise<GoogleOAuth2> {
  const ready = window.google?.accounts?.oauth2;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const oauth2 = window.google?.accounts?.oauth2;
      if (oauth2) resolve(oauth2);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined; // let a later click try again
    throw error;
  });
  return loading;
}

/** Opens Google's popup; resolves with the authorization code, rejects when it is closed or declined. */
export async function requestGoogleCode(): Promise<string> {
  if (!isGoogleConfigured()) throw new Error('Google sign-in is not available');
  const oauth2 = await loadGoogle();
  return new Promise<string>((resolve, reject) => {
    oauth2
      .initCodeClient({
        client_id: googleClientId(),
        scope: 'openid email profile',
        ux_mode: 'popup',
        callback: (response) =>
          response.code ? resolve(response.code) : reject(new Error(response.error ?? 'no code')),
        error_callback: (error) => reject(new Error(error.type ?? 'popup closed')),
      })
      .requestCode();
  });
}
