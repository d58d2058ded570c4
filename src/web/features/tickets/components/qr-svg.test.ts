import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrSvgDataUrl } from './qr-svg';

/** The SVG's dark squares drawn at 4 pixels a module on white, as RGBA for the decoder. */
function rasterize(dataUrl: string): { pixels: Uint8ClampedArray; side: number } {
  const svg = decodeURIComponent(dataUrl.slice('data:image/svg+xml,'.length));
  const modules = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  const scale = 4;
  const side = (modules + 4) * scale; // two more modules of white each side: a quiet zone
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) + 2) * scale + dy) * side + (Number(x) + 2) * scale + dx;
        pixels.fill(0, at * 4, at * 4 + 3);
      }
  return { pixels, side };
}

describe('qrSvgDataUrl', () => {
  it("reads back as the ticket's address for every address, with its one mask", () => {
    const unread: string[] = [];
    for (let i = 0; i < 200; i++) {
      const url = `https://assistenza.negozio.it/public/tickets/${crypto.randomUUID()}`;
      const { pixels, side } = rasterize(qrSvgDataUrl(url, 320));
      if (jsQR(pixels, side, side)?.data !== url) unread.push(url);
    }
    expect(unread).toEqual([]);
  });
});
