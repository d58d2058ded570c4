// What `npm start` and the npm CLI commands run is compiled: dist/web (the browser app) and
// dist/server (the server, plain JavaScript; docs/decisions/013). This brings each up to date
// when its sources are newer and the build tools are installed; an install made with
// `npm ci --omit=dev` has no build tools and runs what was built before it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

const BUILDS = [
  {
    label: "Compilazione dell'interfaccia web…",
    output: 'dist/web/index.html',
    sources: [
      'src/web',
      'src/public-web',
      'src/shared',
      'public',
      'index.html',
      'vite.config.ts',
      'package.json',
    ],
    args: ['build'],
  },
  {
    label: 'Compilazione del server…',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'vite.server.config.ts', 'package.json'],
    args: ['build', '--config', 'vite.server.config.ts'],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Brings dist/web and dist/server (or only the one `only` names: 'web', 'server') up to date. */
export function ensureBuild(only) {
  for (const build of BUILDS) {
    if (only && !build.output.startsWith(`dist/${only}/`)) continue;
    const output = path.join(root, build.output);
    const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    if (builtAt >= Math.max(...build.sources.map(newestMtime))) continue;
    if (!fs.existsSync(vite)) {
      if (builtAt > 0) continue; // a production install: run what was built
      process.stderr.write(
        `Manca la versione compilata (${build.output}) e gli strumenti per crearla: esegui "npm install" e "npm run build", poi installa con "npm ci --omit=dev".\n`,
      );
      process.exit(1);
    }
    process.stdout.write(`${build.label}\n`);
    const result = spawnSync(process.execPath, [vite, ...build.args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** Runs dist/server/<entry>.js with these arguments; signals reach it untouched. */
export function runServerEntry(entry, args) {
  ensureBuild();
  const child = spawn(process.execPath, [path.join(root, 'dist/server', `${entry}.js`), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
