import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/** A TypeScript command-line script run as `npm run …` runs it: its own Node process through tsx. */
export function startCli(script: string, ...args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args]);
}

/** The first line the program prints: a simulator's banner with the address it listens on. */
export function firstLine(cli: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    cli.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    cli.once('exit', (code) => reject(new Error(`exited with ${code} before printing`)));
  });
}

/** How a program that refuses its arguments ends: its exit code and what it wrote to stderr. */
export async function refusal(cli: ChildProcessWithoutNullStreams) {
  let stderr = '';
  cli.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise((resolve) => cli.once('exit', resolve));
  return { code, stderr };
}
