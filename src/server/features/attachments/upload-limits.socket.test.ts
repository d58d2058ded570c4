import fs from 'node:fs';
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
