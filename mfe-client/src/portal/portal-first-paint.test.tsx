/**
 * @jest-environment node
 */
import { renderPage } from '@oddslab/shared/prerender';
import { buildUser } from '@oddslab/shared/testing';
import { DASHBOARD_SUBTITLE } from '../dashboard/dashboard-text';
import { firstPaints } from './portal-first-paint';

const draw = (page: string) => renderPage(firstPaints[page]?.(), { withGlobalStyle: false }).html;

describe("the portal's first paint", () => {
  test("is the dashboard's heading and subtitle in the portal's frame, hidden from screen readers and focus", () => {
    for (const page of ['', 'dashboard']) {
      const html = draw(page);
      expect(html).toMatch(/^<div aria-hidden="true" inert=""/);
      expect(html).toContain('<h1');
      expect(html).toContain('>Dashboard</h1>');
      expect(html).toContain(`>${DASHBOARD_SUBTITLE}</p>`);
    }
  });

  test('holds nothing of a user: no name, no package, no link or button', () => {
    const user = buildUser();
    for (const page of Object.keys(firstPaints)) {
      const html = draw(page);
      expect(html).not.toContain(user.email);
      expect(html).not.toContain(user.packageData?.name ?? 'no package');
      expect(html).not.toMatch(/<(a|button|input)\b/);
    }
  });

  test('gives every other portal page the frame without the dashboard text', () => {
    const html = draw('*');
    expect(html).toMatch(/^<div aria-hidden="true" inert=""/);
    expect(html).not.toContain(DASHBOARD_SUBTITLE);
  });
});
