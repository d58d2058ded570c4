import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MESSAGES,
  attachmentFileError,
  attachmentTypeByExtension,
  attachmentTypeByMime,
  extensionOf,
  MAX_ATTACHMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
} from './attachment-rules';

describe('attachment rules', () => {
  it('keeps the seed limits and messages', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_FILES_PER_UPLOAD).toBe(10);
    expect(ATTACHMENT_MESSAGES.unsupportedType).toBe(
      'Solo immagini (JPG, PNG, GIF, WebP) e video (MP4, MOV, WebM) sono supportati.',
    );
    expect(ATTACHMENT_MESSAGES.tooLarge).toBe('I file devono essere inferiori a 10MB.');
  });

  it('knows images and videos by extension, case-insensitively', () => {
    expect(attachmentTypeByExtension('FOTO.JPEG')?.mime).toBe('image/jpeg');
    expect(attachmentTypeByExtension('clip.mov')?.kind).toBe('video');
    expect(attachmentTypeByExtension('scontrino.pdf')).toBeUndefined();
    expect(attachmentTypeByExtension('senza-estensione')).toBeUndefined();
    expect(attachmentTypeByMime('image/webp')?.ext).toBe('webp');
    expect(extensionOf('a.b.PNG')).toBe('png');
  });

  it('checks a file before upload: type first, then size (10 MB allowed, one byte more not)', () => {
    expect(attachmentFileError({ name: 'a.png', size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(attachmentFileError({ name: 'a.png', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      ATTACHMENT_MESSAGES.tooLarge,
    );
    expect(attachmentFileError({ name: 'a.exe', size: 10 })).toBe(
      ATTACHMENT_MESSAGES.unsupportedType,
    );
  });

  it('offers an accept attribute with MIME types and extensions', () => {
    expect(ATTACHMENT_ACCEPT).toContain('image/jpeg');
    expect(ATTACHMENT_ACCEPT).toContain('.webm');
  });
});
