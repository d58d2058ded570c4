// The Chromium the browser tests drive (decision 032): Debian's headless shell when installed,
// the same build's Blink and V8 without the browser's UI layer, which ran the suite in 4.7 min
// against 11 min for the full browser on a 2-core machine; else the full browser.
// Lighthouse and the benches keep the full browser: they measure what a user's browser does.
import fs from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The path of the Chromium to test with, or null when neither is installed. */
export function testChromium() {
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((file) => fs.existsSync(file)) ?? null;
}
