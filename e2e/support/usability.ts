import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the site promises. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

declare global {
  interface Window {
    /** Layout shifts of the current document, recorded from its first paint on (see recordLayoutShifts). */
    __layoutShifts?: LayoutShift[];
  }
}

/** One layout shift not caused by input, with the elements that moved (their opening tags, shortened). */
interface LayoutShift {
  value: number;
  startTime: number;
  moved: string[];
}

/** One scanned page or state and what was found on it. */
export interface ScanResult {
  role: string;
  width: number;
  name: string;
  violations: string[];
  /** Cumulative layout shift of the document the state belongs to (null for states reached without a load). */
  layoutShift: number | null;
  title: string;
}

/** What the whole run found; printed at the end by printSummary. */
export const runReport = {
  scans: [] as ScanResult[],
  keyboardChecks: [] as { name: string; passed: boolean }[],
};

/**
 * Records every layout shift of each document the page loads, from the very start (buffered entries included),
 * so a page's score covers its first paint, the remote's arrival and its data filling in.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        // Shifts right after the user's own input are expected and do not count (as in the CLS metric).
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName ?? 'a removed node'),
        );
        shifts.push({ value: entry.value, startTime: entry.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The document's cumulative layout shift as browsers report it: the largest session window of shifts (each less
 * than 1 s after the previous one, at most 5 s long).
 */
export async function layoutShiftScore(page: Page): Promise<{ score: number; moved: string[] }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  let worst = { score: 0, moved: [] as string[] };
  let current = { score: 0, moved: [] as string[] };
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = { score: 0, moved: [] };
      windowStart = shift.startTime;
    }
    current = { score: current.score + shift.value, moved: [...current.moved, ...shift.moved] };
    previous = shift.startTime;
    if (current.score > worst.score) worst = current;
  }
  // The elements of the worst window, named once each, so that a failure says what moved.
  return { score: Math.round(worst.score * 10000) / 10000, moved: [...new Set(worst.moved)] };
}

/** The axe findings on the page as it is now, one line per rule and element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: wcagTags },
      // Touch targets of at least 24 px (WCAG 2.2's target-size, which the site keeps too).
      rules: { 'target-size': { enabled: true } },
    })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary?.split('\n').slice(1, 3).join(' ').trim()}`,
    ),
  );
}

/**
 * Waits until every finite animation and transition of the page has run to its end. Two frames first: a scroll's
 * IntersectionObserver callbacks, and the renders they schedule, start their fade-ins only after the next frame.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await nextFrame();
    await nextFrame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** How long content in view may take to start fading in after a scroll, on a slow machine. */
const fadeInStartLimitMs = 3_000;

/**
 * Text and controls inside the viewport (or focused) that an opacity, visibility or transform keeps from being
 * seen: what a fade-in must never do once its section is in view.
 */
export async function hiddenInView(page: Page): Promise<string[]> {
  const deadline = Date.now() + fadeInStartLimitMs;
  for (;;) {
    await settleAnimations(page);
    const hidden = await hiddenInViewNow(page);
    if (hidden.length === 0 || Date.now() >= deadline) return hidden;
    await page.waitForTimeout(100);
  }
}

function hiddenInViewNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || ''}"`;
    const effectiveOpacity = (element: Element) => {
      let opacity = 1;
      for (let current: Element | null = element; current; current = current.parentElement) {
        opacity *= Number.parseFloat(getComputedStyle(current).opacity);
      }
      return opacity;
    };
    const isControl = (element: Element) =>
      element.matches('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    for (const element of document.body.querySelectorAll('*')) {
      if (!(isControl(element) || hasOwnText(element))) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      if (!inView && element !== document.activeElement) continue;
      const style = getComputedStyle(element);
      // Visually hidden helpers (clipped to a pixel) are meant for screen readers only.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      if (style.visibility === 'hidden') continue;
      // Disabled controls are dimmed on purpose (and exempt from contrast rules).
      if (element.closest(':disabled, [aria-disabled="true"]')) continue;
      if (effectiveOpacity(element) < 0.5) found.push(describe(element));
    }
    return found;
  });
}

/** Scrolls through the whole page, so that lazily drawn parts (charts, fade-ins) get their turn. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
}

/** Waits for the app to take over from the first paint, for the page's h1, and until no loading state is left. */
export async function waitForPage(page: Page): Promise<void> {
  // The app has replaced the first paint (which shows the heading before any script runs).
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Prints what the run found, for the CI log and the closing note. */
export function printSummary(): void {
  const { scans, keyboardChecks } = runReport;
  if (scans.length === 0 && keyboardChecks.length === 0) return;
  const violations = scans.reduce((sum, scan) => sum + scan.violations.length, 0);
  const pages = scans.filter((scan) => scan.layoutShift !== null);
  const distinct = (list: ScanResult[]) => new Set(list.map((scan) => `${scan.role} ${scan.name}`)).size;
  const lines = [
    '',
    '──── Usability suite ────',
    `Scanned: ${scans.length} (${pages.length} page loads of ${distinct(pages)} pages, ${scans.length - pages.length} states behind interactions of ${distinct(scans) - distinct(pages)} kinds) at ${[...new Set(scans.map((scan) => scan.width))].join(' and ')} px`,
    `axe violations (WCAG 2.1 A/AA + target size): ${violations}`,
    'Worst layout shift per page (both widths):',
  ];
  const worstByPage = new Map<string, number>();
  for (const scan of scans) {
    if (scan.layoutShift === null) continue;
    const key = `${scan.role.padEnd(9)} ${scan.name}`;
    worstByPage.set(key, Math.max(worstByPage.get(key) ?? 0, scan.layoutShift));
  }
  for (const [key, value] of worstByPage) lines.push(`  ${value.toFixed(4)}  ${key}`);
  const passed = keyboardChecks.filter((check) => check.passed).length;
  lines.push(`Keyboard checks passed: ${passed} of ${keyboardChecks.length}`);
  for (const check of keyboardChecks) lines.push(`  ${check.passed ? 'ok  ' : 'FAIL'} ${check.name}`);
  for (const scan of scans.filter((entry) => entry.violations.length > 0)) {
    lines.push(`Violations on ${scan.role} ${scan.name} at ${scan.width} px:`);
    for (const violation of scan.violations) lines.push(`  ${violation}`);
  }
  console.log(lines.join('\n'));
}
