import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

/** Where the reader was on each history entry, kept across reloads of the tab (sessionStorage). */
const storageKey = 'oddslab:scroll-positions';
/** Enough entries for a long session of back and forth; the oldest are forgotten first. */
const maxRemembered = 100;

/**
 * A history entry: React Router's key, with the address, because every page load that did not come from the app's
 * own navigation starts at the same key ('default').
 */
const entryOf = (location: Location) => `${location.key} ${location.pathname}${location.search}`;

/** The page was reloaded or reached with Back/Forward, not opened afresh (a fresh visit starts at the top). */
function documentWasRestored(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/** The kept positions, read once per mount of the app (one page load). */
function readKept(): Map<string, number> {
  const kept = new Map<string, number>();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    if (stored && typeof stored === 'object')
      for (const [key, top] of Object.entries(stored)) if (typeof top === 'number') kept.set(key, top);
  } catch {
    // Unreadable or blocked storage: start with nothing remembered.
  }
  return kept;
}

function remember(positions: Map<string, number>, key: string, top: number): void {
  positions.delete(key);
  positions.set(key, top);
  if (positions.size > maxRemembered) positions.delete(positions.keys().next().value as string);
}

function keepForReload(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or blocked: a reload starts at the top, as without this.
  }
}

/**
 * The browser's scroll behaviour for an app that changes pages itself: a new page starts at its top (or at the
 * element its #hash names), Back and Forward return to where the reader was on that page, and so does a reload.
 * The first paint is left where it is: a reader may have scrolled it before the app took over.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(readKept);

  useEffect(() => {
    const keep = () => keepForReload(positions);
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', keep);
    return () => {
      window.history.scrollRestoration = before;
      window.removeEventListener('pagehide', keep);
    };
  }, [positions]);

  // Recorded as the reader scrolls, against the entry on screen: by the time a navigation renders, the next page may
  // already have moved the scroll (and the event reports it later), so the entry changes before the page scrolls.
  const onScreen = useRef(entryOf(location));
  const firstPage = useRef(true);
  useEffect(() => {
    const onScroll = () => remember(positions, onScreen.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [positions]);

  const entry = entryOf(location);
  useLayoutEffect(() => {
    onScreen.current = entry;
    const opened = firstPage.current;
    firstPage.current = false;
    if (navigationType === 'POP') {
      const saved = positions.get(entry);
      if (saved !== undefined && (!opened || documentWasRestored())) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [positions, entry, location.hash, navigationType]);
}
