/**
 * The node arguments that run one of the server's entry points as a process: `main` (the server)
 * or a CLI (`cli/user-create`, `cli/backup`, …). The compiled files, as `npm start` runs them,
 * when BUILT_SERVER=1 says dist/server is up to date with this tree (`npm test` makes sure first);
 * else the source through tsx, which compiles it at each start (a test file run on its own).
 */
export function serverEntry(name: string): string[] {
  return process.env.BUILT_SERVER === '1'
    ? [`dist/server/${name}.js`]
    : ['--import', 'tsx', `src/server/${name}.ts`];
}
