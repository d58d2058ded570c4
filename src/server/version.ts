import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The product version, from package.json (shown in /api/health and the footer). */
export const VERSION: string = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** The folder the app runs from (package.json, its code and node_modules), with no trailing slash. */
export const APP_ROOT: string = fileURLToPath(new URL('../..', import.meta.url));
