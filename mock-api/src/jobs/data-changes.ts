/**
 * "The data changed": every write that changes what the shared reads answer publishes here, and whatever keeps
 * answers computed from the data (the read cache) subscribes. Changes are plain JSON, so an implementation that
 * carries them between API processes (PostgreSQL LISTEN/NOTIFY) can stand in for the in-process one below.
 */

/**
 * What moved: the clock revealed, settled or refitted something (or a replay started or ended); the algorithm
 * weights, the live model version or the fits serving them changed (a refit on request); an ingestion run brought
 * new feed rows; an analyst reviewed a prediction; an article was written; an account, a package or a session
 * changed (what signing in with a token finds: user, role, package and its functions, revocation).
 */
export type DataChangeKind =
  | 'as-of-moved'
  | 'weights-changed'
  | 'ingestion-finished'
  | 'review-edited'
  | 'articles-edited'
  | 'accounts-changed';

/** Every kind, to check a change that arrives from another process. */
export const DATA_CHANGE_KINDS: ReadonlySet<string> = new Set<DataChangeKind>([
  'as-of-moved',
  'weights-changed',
  'ingestion-finished',
  'review-edited',
  'articles-edited',
  'accounts-changed',
]);

export interface DataChange {
  kind: DataChangeKind;
  /** accounts-changed: the one account that changed; absent when any may have (a package edit). */
  userId?: number;
  /**
   * as-of-moved: true when the clock's step settled nothing (it revealed fixtures, prices or closing prices, or
   * refitted what is still to come), so what depends on settled matches only (the track record) still holds.
   * Absent: anything may have changed.
   */
  upcomingOnly?: true;
}

/** A change as it arrives from another process, checked; null for anything else. */
export function parseDataChange(value: unknown): DataChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, userId, upcomingOnly } = value as { kind?: unknown; userId?: unknown; upcomingOnly?: unknown };
  if (typeof kind !== 'string' || !DATA_CHANGE_KINDS.has(kind)) return null;
  const change: DataChange = { kind: kind as DataChangeKind };
  if (Number.isSafeInteger(userId)) change.userId = userId as number;
  if (kind === 'as-of-moved' && upcomingOnly === true) change.upcomingOnly = true;
  return change;
}

export type DataChangeListener = (change: DataChange) => void;

export interface DataChanges {
  /** Tells every subscriber (in this process at once, before publish returns; elsewhere as soon as it can). */
  publish(change: DataChange): void;
  /** Calls `listener` for every change from now on, whichever process published it; returns the unsubscribe. */
  subscribe(listener: DataChangeListener): () => void;
}

/** The single-process bus: listeners run synchronously, so a write's next read already sees the change. */
export class InProcessDataChanges implements DataChanges {
  private readonly listeners = new Set<DataChangeListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  publish(change: DataChange): void {
    for (const listener of this.listeners) {
      // One failing subscriber must not keep the change from the others (a stale cache would outlive it).
      try {
        listener(change);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  subscribe(listener: DataChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
