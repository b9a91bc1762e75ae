// What a browser test checks on every page of the course (server/tests/course.test.mjs):
// that it fits a phone's window and a desk's (no page wider than its window: wide tables
// scroll in their own box), and axe-core's accessibility rules (WCAG 2.0 and 2.1, A and AA,
// and its best practices) in every frame of it (viewer/tests/a11y.mjs). Not a test file:
// the helpers it calls.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../viewer/tests/helpers.mjs';
export { WIDTHS, axeViolations, pageWidth } from '../../viewer/tests/a11y.mjs';

// Waits until what a page loads after it has: a viewer's replay shown, the final's report
// written (each in its frame).
export async function settle(page) {
  await page.waitForLoadState('networkidle');
  for (const frame of page.frames()) {
    if (/viewer\.html/.test(frame.url()))
      await frame.waitForFunction(() => window.arenaViewer && ['ready', 'error'].includes(arenaViewer.status), null,
        { timeout: 20000 });
    else if (/report\.html$/.test(frame.url()))
      await frame.waitForFunction(() => window.arenaReportReady === true, null, { timeout: 10000 });
  }
}

// The pages of server/routes.c's table a browser opens (its GETs but the files it serves):
// [{path, who, pattern}], pattern matching the URLs of the route.
const FILES = new Set(['page_no_icon', 'page_site_file', 'page_common_file', 'page_kit', 'page_board_preview',
  'page_board_file', 'page_submission_source', 'page_match_replay', 'page_match_download', 'page_match_debug',
  'page_match_log', 'page_match_map', 'page_final_log', 'page_admin_csv', 'page_admin_sources']);

export function routePages() {
  const text = fs.readFileSync(path.join(ROOT, 'server', 'routes.c'), 'utf8');
  const pages = [];
  for (const m of text.matchAll(/^\s*(GET|MINE)\("([^"]+)", (\w+), (\w+)\)/gm)) {
    if (FILES.has(m[4])) continue;
    const re = m[2].replace(/[.?]/g, '\\$&').replace(/\*\*/g, '.+').replace(/\*/g, '[^/]+').replace(/#/g, '\\d+');
    pages.push({ path: m[2], who: m[1] === 'MINE' ? 'OWNERS' : m[3], pattern: new RegExp(`^${re}$`) });
  }
  return pages;
}

// The folder of the screenshots, emptied: build/screenshots/ (CI keeps build/).
export function screenshotFolder() {
  const shots = path.join(ROOT, 'build', 'screenshots');
  fs.rmSync(shots, { recursive: true, force: true });
  fs.mkdirSync(shots, { recursive: true });
  return shots;
}

// A failure's message: the pages too wide, then each rule's violations with their targets.
export function describe(wide, violations) {
  const lines = wide.map((w) => `${w.page}: ${w.scrollWidth} px wide in a ${w.width}-px window (${w.culprits.join(', ')})`);
  const byRule = new Map();
  for (const v of violations) {
    if (!byRule.has(v.id)) byRule.set(v.id, []);
    byRule.get(v.id).push(`  ${v.page}${v.frame}: ${v.targets.slice(0, 5).join(', ')}` +
      (v.targets.length > 5 ? ` (and ${v.targets.length - 5} more)` : ''));
  }
  for (const [id, where] of byRule) lines.push(`axe ${id} (${where.length} pages):`, ...where);
  return lines.join('\n');
}
