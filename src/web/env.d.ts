/// <reference types="vite/client" />

/** Defined by vite.config.ts at build time. */
declare const __APP_VERSION__: string;
/** Build day in Rome as `YYYY-MM-DD`. */
declare const __BUILD_DATE__: string;
