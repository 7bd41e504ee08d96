/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the service; unset or empty runs the portal in demo mode on the built-in mock. */
  readonly VITE_API_BASE_URL?: string;
  /** Minutes without activity before a session ends (30 when unset); see src/session/idle-timeout.ts. */
  readonly VITE_IDLE_TIMEOUT_MINUTES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
