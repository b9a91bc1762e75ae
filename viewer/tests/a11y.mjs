// What every browser test can check on a page it opened: how wide it is in a phone's window
// and a desk's, and axe-core's accessibility rules (WCAG 2.0 and 2.1, A and AA, and its best
// practices) in each of its frames. Not a test file: the helpers the tests call.
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const WIDTHS = [390, 1280]; // a phone's, a desk's
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// How wide the page is (document.documentElement.scrollWidth) in a window `width` wide, and
// what reaches past the window: the innermost elements that do, outside a box that scrolls.
export async function pageWidth(page, width) {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(() => {
    const past = (e) => e.getBoundingClientRect().right > innerWidth + 0.5;
    const clipped = (e) => { for (let a = e.parentElement; a; a = a.parentElement)
      if (a !== document.body && a !== document.documentElement && getComputedStyle(a).overflowX !== 'visible') return true;
    return false; };
    const culprits = [...document.body.querySelectorAll('*')].filter((e) => past(e) && !clipped(e) &&
      ![...e.children].some(past)).slice(0, 5).map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
      (e.className && typeof e.className === 'string' ? '.' + e.className.trim().replace(/\s+/g, '.') : ''));
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

// axe-core's violations in each frame of the page (run in each: the pages' policy lets no
// script in, and an evaluation is not a script of the page): [{frame, id, targets}].
export async function axeViolations(page) {
  const found = [];
  for (const frame of page.frames()) {
    if (!/^(http|file)/.test(frame.url())) continue;
    await frame.evaluate(`${AXE}\n;0`);
    const violations = await frame.evaluate(async (tags) => {
      // (preload: no fetching the stylesheets again, which a file:// page may not)
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false, preload: false });
      return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    }, AXE_TAGS);
    const where = frame === page.mainFrame() ? '' : ` (frame ${new URL(frame.url()).pathname})`;
    for (const v of violations) found.push({ frame: where, ...v });
  }
  return found;
}

