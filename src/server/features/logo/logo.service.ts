import { Readable } from 'node:stream';
import { LOGO_IMAGE_ONLY } from '../../../shared/settings';
import { attachmentTypeByExtension } from '../../../shared/tickets/attachment-rules';
import { AppError, badRequest, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { readSetting } from '../../settings/settings-store';
import { LOGO_FOLDER } from '../../storage/stored-folders';
import { reencodeImage } from '../../uploads/image-reencode';
import { receiveUploadedFiles } from '../../uploads/multipart-upload';
import { writeSettings } from '../settings/settings.service';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'logger' | 'clock'>;

const LOGO_PREFIX = LOGO_FOLDER;
const LOGO_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;
export const LOGO_MESSAGES = {
  imageOnly: LOGO_IMAGE_ONLY,
  oneFile: 'Carica un solo file per il logo.',
  notFound: 'Logo non trovato',
} as const;

/**
 * Stores an uploaded logo like a ticket photo (type judged by its bytes, 10 MB at most,
 * re-encoded so no metadata survives) under a new name, points the `logo_file` setting at it,
 * then removes every other stored logo: the old one and any a crash left behind.
 */
export async function storeShopLogo(deps: Deps, request: Request): Promise<string> {
  const upload = await receiveUploadedFiles(request);
  try {
    const [file, ...more] = upload.files;
    if (!file || more.length > 0) throw badRequest(LOGO_MESSAGES.oneFile);
    if (file.type.kind !== 'image')
      throw new AppError(415, 'unsupported_type', LOGO_MESSAGES.imageOnly);
    const image = await reencodeImage(file.path, file.type, file.originalName);
    const name = `${crypto.randomUUID()}.${file.type.ext}`;
    await deps.storage.put(`${LOGO_PREFIX}/${name}`, image);
    await writeSettings(deps.db, { logo_file: name }, deps.clock().toISOString());
    await removeStoredLogos(deps, name);
    return name;
  } finally {
    await upload.cleanup();
  }
}

/** Back to the logo URL (or none): the setting first, then the file. */
export async function removeShopLogo(deps: Deps): Promise<void> {
  await writeSettings(deps.db, { logo_file: '' }, deps.clock().toISOString());
  await removeStoredLogos(deps, null);
}

async function removeStoredLogos(deps: Deps, keep: string | null): Promise<void> {
  for await (const file of deps.storage.list(LOGO_PREFIX)) {
    if (file.key === `${LOGO_PREFIX}/${keep}`) continue;
    await deps.storage.delete(file.key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: file.key }, 'logo precedente non rimosso');
    });
  }
}

/**
 * The current logo for everyone: only the name the setting names (an old or made-up name is a
 * 404), with its type from the stored extension. Names are never reused, so it can be cached.
 */
export async function shopLogoResponse(deps: Deps, name: string): Promise<Response> {
  if (!LOGO_NAME.test(name) || (await readSetting(deps.db, 'logo_file')) !== name) {
    throw notFound(LOGO_MESSAGES.notFound);
  }
  const key = `${LOGO_PREFIX}/${name}`;
  const info = await deps.storage.stat(key);
  const type = attachmentTypeByExtension(name);
  if (!info || !type) throw notFound(LOGO_MESSAGES.notFound);
  return new Response(Readable.toWeb(await deps.storage.read(key)) as ReadableStream, {
    headers: {
      'Content-Type': type.mime,
      'Content-Length': String(info.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
