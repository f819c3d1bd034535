/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of every API call (SPEC §7); '/api' when unset. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Set by vite.config.ts: changes on every build, cache-busts the translation files. */
declare const __BUILD_ID__: string;
