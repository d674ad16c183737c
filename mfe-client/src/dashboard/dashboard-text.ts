/**
 * The dashboard's subtitle: the same for every user, so the portal's pre-rendered first paint carries it too and it
 * is the page's largest paint before any script runs (see portal-first-paint.tsx).
 */
export const DASHBOARD_SUBTITLE = 'Live analytics from the OddsLab engine and your subscription at a glance.';
