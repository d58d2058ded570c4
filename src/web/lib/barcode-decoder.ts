import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
// The ponyfill's self-contained browser build, emitted as a file and run as it was published:
// bundled, its minified `z(…)` calls would be dropped by the build's `manualPureFunctions: ['z']`
// (meant for zod), and the decoder failed with "unbound types".
import ponyfillUrl from '../../../node_modules/barcode-detector/dist/iife/ponyfill.js?url';

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

type Ponyfill = typeof import('barcode-detector/ponyfill');

/** The ponyfill's global, after its script (from the app's own assets) has run once. */
async function loadPonyfill(): Promise<Ponyfill> {
  const global = globalThis as { BarcodeDetectionAPI?: Ponyfill };
  if (!global.BarcodeDetectionAPI) {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = ponyfillUrl;
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }
  if (!global.BarcodeDetectionAPI) throw new Error('barcode decoder missing');
  return global.BarcodeDetectionAPI;
}

/** The decoder, native or WebAssembly; `wasm` forces the WebAssembly one. */
export async function createDetector(options: { wasm?: boolean } = {}): Promise<Detector> {
  const native = options.wasm ? null : await nativeDetector();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await loadPonyfill();
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
