import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

/**
 * The server compiled to plain JavaScript (docs/decisions/013): `npm start` runs dist/server,
 * so production needs no TypeScript loader or build tool (`npm ci --omit=dev` after a build).
 * Every package stays an import of node_modules; only our own code is bundled.
 */
const external = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  ...Object.keys(pkg.dependencies),
].map((name) => new RegExp(`^${name.replace('/', '\\/')}(\\/.*)?$`));

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'src/server/main.ts',
        'cli/migrate': 'src/server/cli/migrate.ts',
        'cli/user-create': 'src/server/cli/user-create.ts',
        'cli/backup': 'src/server/cli/backup.ts',
        'cli/restore': 'src/server/cli/restore.ts',
        'cli/storage-copy': 'src/server/cli/storage-copy.ts',
      },
      external,
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        // Flat beside main.js: modules that find files from import.meta.url (version.ts) see
        // the same relative paths as in src/server.
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
