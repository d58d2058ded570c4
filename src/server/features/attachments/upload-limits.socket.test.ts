import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
} from '../../../shared/tickets/attachment-rules';
import { ACCEPTED_FORM } from '../../test/public-test-kit';
import { sampleImage } from '../../test/sample-files';
import { type Listener, listen, socketRequest } from '../../test/socket-request';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import { newTicket } from './attachments-test-kit';

/**
 * The upload limits over a real socket, as curl or a browser meets them. In-process requests
 * (app.request) passed while a real client that kept sending an oversize file never got an
 * answer and left its temporary file behind: only a listener shows that.
 */

let t: StaffApp;
let server: Listener;
let origin: string;
let ticketId: string;
let tmp: string;
const previousTmp = process.env.TMPDIR;

beforeAll(async () => {
  // The receiver stages files under os.tmpdir(): a folder of this suite's own shows what is left.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-socket-'));
  process.env.TMPDIR = tmp;
  t = await createStaffApp();
  ticketId = await newTicket(t);
  server = await listen(t.app.fetch);
  origin = server.origin;
});

afterAll(async () => {
  await server.close();
  await t.close();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  fs.rmSync(tmp, { recursive: true, force: true });
});

const BOUNDARY = 'confine-socket-test';

type Part = { field: string; value: string } | { file: Buffer; name: string };

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'file' in part
        ? `Content-Disposition: form-data; name="files"; filename="${part.name}"\r\nContent-Type: application/octet-stream`
        : `Content-Disposition: form-data; name="${part.field}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`));
    chunks.push('file' in part ? part.file : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** POSTs the body over a fresh connection, as a client would; rejects after 10 s without answer. */
function post(url: string, body: Buffer, headers: Record<string, string> = {}) {
  return socketRequest(`${origin}${url}`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(body.length),
      ...headers,
    },
    send: (request) => request.end(body),
  });
}

/** Staged upload folders still on disk, and files of this process still open in them. */
function leftovers() {
  const folders = fs.readdirSync(tmp).filter((name) => name.startsWith('sportello-upload-'));
  const open = fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(path.join(tmp, 'sportello-upload-')));
  return { folders, open };
}

async function expectCleanedUp() {
  // The folder is removed right after the answer; give the event loop a moment to close handles.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(leftovers()).toEqual({ folders: [], open: [] });
}

const oversize = () => Buffer.alloc(MAX_ATTACHMENT_BYTES + 100, 7);
const errorMessage = (body: string) => (JSON.parse(body) as { error: { message: string } }).error;

describe.each([
  {
    name: 'staff upload',
    url: () => `/api/tickets/${ticketId}/attachments`,
    headers: () => ({ cookie: t.cookie }),
    fields: [] as Part[],
  },
  {
    name: 'public form',
    url: () => '/api/public/tickets',
    headers: () => ({}),
    fields: Object.entries(ACCEPTED_FORM).map(([field, value]) => ({ field, value })),
  },
])('$name over a real socket', ({ url, headers, fields }) => {
  it('answers 413 at once for one file over 10 MB and removes its temporary file', async () => {
    const answer = await post(
      url(),
      multipart([...fields, { file: oversize(), name: 'big.png' }]),
      headers(),
    );
    expect(answer.status).toBe(413);
    expect(errorMessage(answer.body)).toMatchObject({ message: ATTACHMENT_MESSAGES.tooLarge });
    await expectCleanedUp();
  });

  it('answers 413 when one file among several is over 10 MB', async () => {
    const photo = await sampleImage('png');
    const body = multipart([
      ...fields,
      { file: photo, name: 'uno.png' },
      { file: oversize(), name: 'grande.png' },
      { file: photo, name: 'tre.png' },
    ]);
    const answer = await post(url(), body, headers());
    expect(answer.status).toBe(413);
    expect(errorMessage(answer.body)).toMatchObject({ message: ATTACHMENT_MESSAGES.tooLarge });
    await expectCleanedUp();
  });

  it('answers 400 for one file too many and removes the files already staged', async () => {
    const photo = await sampleImage('png');
    const files = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({
      file: photo,
      name: `foto-${i}.png`,
    }));
    const answer = await post(url(), multipart([...fields, ...files]), headers());
    expect(answer.status).toBe(400);
    expect(errorMessage(answer.body)).toMatchObject({ message: ATTACHMENT_MESSAGES.tooMany });
    await expectCleanedUp();
  });
});

/**
 * Every other way the multipart parser (busboy, no release since 2022: each path is pinned by a
 * test of its own) refuses a body: a clear Italian 4xx at once, nothing left behind.
 */
describe('every refusal of the multipart parser, over a real socket', () => {
  const staff = (body: Buffer, headers: Record<string, string> = {}) =>
    post(`/api/tickets/${ticketId}/attachments`, body, { cookie: t.cookie, ...headers });
  const publicForm = (parts: Part[]) => post('/api/public/tickets', multipart(parts));
  const formFields = () =>
    Object.entries(ACCEPTED_FORM).map(([field, value]) => ({ field, value }));

  it.each([
    {
      case: 'a body that is not multipart',
      send: () => staff(Buffer.from('{}'), { 'content-type': 'application/json' }),
      status: 400,
      message: 'Invia i file come multipart/form-data nel campo "files".',
    },
    {
      case: 'multipart without a boundary',
      send: () => staff(Buffer.from('x'), { 'content-type': 'multipart/form-data' }),
      status: 400,
      message: 'Richiesta multipart non valida',
    },
    {
      case: 'a body cut before its closing boundary',
      send: () => staff(multipart([{ field: 'nota', value: 'ciao' }]).subarray(0, 60)),
      status: 400,
      message: 'Richiesta multipart non valida',
    },
    {
      case: 'a file in another field',
      send: () =>
        staff(
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="foto"; filename="a.png"\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`,
          ),
        ),
      status: 400,
      message: 'Campo non previsto: allega i file nel campo "files".',
    },
    {
      case: 'no file at all',
      send: () => staff(multipart([])),
      status: 400,
      message: ATTACHMENT_MESSAGES.noFiles,
    },
    {
      case: 'a declared length over what ten files can take',
      send: () => staff(multipart([]), { 'content-length': String(200 * 1024 * 1024) }),
      status: 413,
      message: ATTACHMENT_MESSAGES.tooLarge,
    },
    {
      case: 'more than 20 fields',
      send: () =>
        publicForm([
          ...formFields(),
          ...Array.from({ length: 21 }, (_, i) => ({ field: `extra${i}`, value: 'x' })),
        ]),
      status: 400,
      message: 'Troppi campi nella richiesta',
    },
    {
      case: 'a field over 20,000 characters',
      send: () =>
        publicForm([...formFields(), { field: 'description', value: 'x'.repeat(20_001) }]),
      status: 400,
      message: 'Campo troppo lungo: description',
    },
  ])('refuses $case with $status', async ({ send, status, message }) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(errorMessage(answer.body)).toMatchObject({ message });
    await expectCleanedUp();
  });

  it('refuses more than 30 parts', async () => {
    const photo = await sampleImage('png');
    const parts: Part[] = [
      ...Array.from({ length: 20 }, (_, i) => ({ field: `campo${i}`, value: 'x' })),
      ...Array.from({ length: 10 }, (_, i) => ({ file: photo, name: `foto-${i}.png` })),
      { field: 'ancora', value: 'x' },
    ];
    const answer = await staff(multipart(parts));
    expect(answer.status).toBe(400);
    expect(errorMessage(answer.body)).toMatchObject({ message: 'Troppe parti nella richiesta' });
    await expectCleanedUp();
  });

  it('lets go of an upload the client abandons halfway, and keeps answering', async () => {
    const body = multipart([{ file: Buffer.alloc(2 * 1024 * 1024, 3), name: 'meta.png' }]);
    const stored = await t.db.selectFrom('ticket_attachments').select('id').execute();
    await new Promise<void>((resolve) => {
      const request = http.request(`${origin}/api/tickets/${ticketId}/attachments`, {
        method: 'POST',
        agent: false,
        headers: {
          origin,
          cookie: t.cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(body.length),
        },
      });
      request.on('error', () => resolve());
      request.write(body.subarray(0, body.length / 2), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100);
      });
    });
    await expectCleanedUp();
    expect(await t.db.selectFrom('ticket_attachments').select('id').execute()).toEqual(stored);
    const next = await staff(multipart([{ file: await sampleImage('png'), name: 'ok.png' }]));
    expect(next.status).toBe(201);
  });
});
