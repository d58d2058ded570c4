import fs from 'node:fs';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * Codes drawn by the tests themselves (decision 030): an EAN-13 as a PNG photo, and a QR as a
 * Y4M video Chromium plays as its fake camera. Nothing is fetched; every pixel is computed here.
 */

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLG',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];
const invert = (bits: string) => [...bits].map((b) => (b === '1' ? '0' : '1')).join('');

/** Twelve digits and their check digit. */
export function withCheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** The 95 modules of an EAN-13: guards, six left digits by the first's parity, six right. */
function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'G' ? G[d] : L[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => invert(L[d] ?? ''))
    .join('');
  return `101${left}01010${right}101`;
}

/** A 13-digit EAN as a white PNG with black bars, 3 px a module and a quiet zone. */
export function ean13Png(code: string): Promise<Buffer> {
  const modules = ean13Modules(code);
  const scale = 3;
  const quiet = 12;
  const width = (modules.length + quiet * 2) * scale;
  const height = 120;
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 10; y < height - 10; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] !== '1') continue;
      for (let s = 0; s < scale; s += 1) pixels[y * width + (quiet + m) * scale + s] = 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/**
 * A QR of `text` as a Y4M file (4:2:0, 320 × 240, a few identical frames) for Chromium's
 * --use-file-for-fake-video-capture: luma from the QR's modules, neutral chroma.
 */
export function writeQrY4m(text: string, file: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const width = 320;
  const height = 240;
  const scale = Math.floor((height - 40) / size);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size * scale; y += 1) {
    for (let x = 0; x < size * scale; x += 1) {
      const dark = qr.modules.get(Math.floor(y / scale), Math.floor(x / scale));
      if (dark) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}
