// node open-viewer.mjs KIT_DIR REPLAY — opens a kit's viewer.html from disk (file://) in
// headless Chromium, loads the replay through its file picker and exits 0 when the viewer
// shows it with no page error; prints what went wrong otherwise. Used by tests/kit.sh.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium, loadFile } from '../../../viewer/tests/helpers.mjs';

const [kit, replay] = process.argv.slice(2);
const browser = await launchChromium();
let status = 1;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('requestfailed', (r) => errors.push(`cannot load ${r.url()}`));
  await page.goto(pathToFileURL(path.join(kit, 'viewer.html')).href);
  const shown = await loadFile(page, replay);
  if (shown.status === 'ready' && shown.frames > 1 && errors.length === 0) {
    console.log(`viewer.html shows ${path.basename(replay)}: ${shown.frames} frames`);
    status = 0;
  } else {
    console.log(`viewer.html: ${JSON.stringify(shown)} ${errors.join('; ')}`);
  }
} finally {
  await browser.close();
}
process.exit(status);
