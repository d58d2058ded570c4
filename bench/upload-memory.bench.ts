import os from 'node:os';
import { startS3TestServer } from '../src/server/test/s3-test-server';
import { sampleVideo } from '../src/server/test/sample-files';
import { MAX_ATTACHMENT_BYTES } from '../src/shared/tickets/attachment-rules';
import { BENCH_LOGIN, openBenchApp } from './lib/bench-app';
import { signInOver } from './lib/http-bench';
import { memoryOf, type RunningApp, startAppServer } from './lib/processes';

export interface UploadMemoryResult {
  storage: 'local' | 's3';
  uploads: number;
  fileBytes: number;
  /** The server's resident memory before the uploads, and its peak (VmHWM) after them. */
  rssBeforeMb: number;
  /** The high-water mark before the uploads (start-up): the peak after must be read against it. */
  peakBeforeMb: number;
  peakRssMb: number;
  seconds: number;
}

/**
 * `uploads` staff uploads of a 10 MB video at once, on the app process as `npm start`
 * runs it, with local files and with STORAGE=s3 (s3rver on 127.0.0.1). An upload streams to a
 * temporary file, then to the storage: the server's peak memory must not grow with the files.
 */
async function measure(
  storage: 'local' | 's3',
  uploads: number,
  env: Record<string, string>,
): Promise<UploadMemoryResult> {
  const bench = await openBenchApp('sqlite', '');
  let app: RunningApp | undefined;
  try {
    app = await startAppServer({ dataDir: bench.dataDir, authSecret: bench.authSecret, env });
    const server = app;
    const headers = { cookie: await signInOver(server.origin, BENCH_LOGIN), origin: server.origin };
    const video = sampleVideo('mp4', MAX_ATTACHMENT_BYTES);
    const tickets = await Promise.all(
      Array.from({ length: uploads }, async (_, i) => {
        const response = await fetch(`${server.origin}/api/tickets`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            description: `Video ${i}`,
            customer_name: 'Cliente',
            customer_email: 'cliente@esempio.it',
            device_type: 'Telecamera',
          }),
        });
        return ((await response.json()) as { id: string }).id;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = memoryOf(server.pid);
    const started = performance.now();
    const statuses = await Promise.all(
      tickets.map(async (id) => {
        const form = new FormData();
        form.append('files', new File([new Uint8Array(video)], 'video.mp4'));
        const response = await fetch(`${server.origin}/api/tickets/${id}/attachments`, {
          method: 'POST',
          headers,
          body: form,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (statuses.some((s) => s !== 201)) throw new Error(`upload refused: ${statuses.join(',')}`);
    return {
      storage,
      uploads,
      fileBytes: video.length,
      rssBeforeMb: before.rss,
      peakBeforeMb: before.peak,
      peakRssMb: memoryOf(server.pid).peak,
      seconds,
    };
  } finally {
    await app?.stop();
    await bench.close();
  }
}

export async function benchUploadMemory(uploads = 20): Promise<string> {
  const results = [await measure('local', uploads, {})];
  const s3 = await startS3TestServer();
  try {
    results.push(await measure('s3', uploads, s3.env));
  } finally {
    await s3.close();
  }
  const mb = (n: number) => n.toFixed(0);
  const rows = results.map(
    (r) =>
      `| ${r.storage} | ${r.uploads} × ${(r.fileBytes / 1024 / 1024).toFixed(0)} MB | ${mb(r.rssBeforeMb)} MB | ${mb(r.peakBeforeMb)} MB | ${mb(r.peakRssMb)} MB | ${mb(r.peakRssMb - r.rssBeforeMb)} MB | ${r.seconds.toFixed(1)} s |`,
  );
  return [
    '# Uploads: server memory',
    '',
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPU, load ${os.loadavg()[0]?.toFixed(1)} at the end (the machine is shared: times vary, memory much less).`,
    'The app process as `npm start` runs it (through tsx here), SQLite; S3 is s3rver on 127.0.0.1 over HTTP, in the bench process.',
    'Peak is the kernel’s high-water mark of the server’s resident memory (VmHWM), read after the uploads.',
    '',
    '| storage | parallel uploads | RSS before | peak before (start-up) | peak after uploads | peak − RSS before | wall time |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
