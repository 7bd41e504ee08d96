/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the service; unset or empty runs the portal in demo mode on the built-in mock. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
