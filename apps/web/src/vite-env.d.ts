/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of every API call; '/api' when unset. */
  readonly VITE_API_BASE?: string;
  /** Google sign-in's OAuth client id (the server's GOOGLE_CLIENT_ID); unset hides the Google buttons. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Set by vite.config.ts: changes on every build, cache-busts the translation files. */
declare const __BUILD_ID__: string;
