import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * What the *Scansiona* button reads (decision 030): EAN-13/8 and Code 128 on boxes and labels,
 * QR on the printed ticket. Loaded only when a scan starts: the browser's own BarcodeDetector
 * where it knows these formats, else the zxing-wasm decoder (the `barcode-detector` ponyfill)
 * with its .wasm emitted by Vite into dist and served by the app itself, never a CDN.
 */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'code_128', 'qr_code'] as const;

export interface Detector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: readonly string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const supported: string[] = await Native.getSupportedFormats().catch(() => []);
  if (!SCAN_FORMATS.every((format) => supported.includes(format))) return null;
  return new Native({ formats: SCAN_FORMATS });
}

/** The decoder, native or WebAssembly; `wasm` forces the WebAssembly one. */
export async function createDetector(options: { wasm?: boolean } = {}): Promise<Detector> {
  const native = options.wasm ? null : await nativeDetector();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}

/** The first code in an image (a photo, a video frame), or null. */
export async function decodeFirst(detector: Detector, source: ImageBitmapSource) {
  const [found] = await detector.detect(source);
  return found?.rawValue.trim() || null;
}
