import { readFile } from 'node:fs/promises';
import { LEAGUE_CODES, listFootballDataFiles } from './football-data-csv';

/** One CSV of a source: a league-season, read on demand. */
export interface SourceFile {
  league: string;
  season: string;
  /** Stable checkpoint key, 'E0/2024-25'. */
  key: string;
  read(): Promise<string>;
}

export interface FootballDataSource {
  /** Shown in the run record, e.g. 'folder' or the base URL. */
  description: string;
  list(): Promise<SourceFile[]>;
}

export interface SourceFilter {
  leagues?: readonly string[];
  seasons?: readonly string[];
}

/** A folder in the shipped `<league>/<season>.csv` layout. */
export function folderSource(dir: string, filter: SourceFilter = {}): FootballDataSource {
  return {
    description: 'folder',
    async list() {
      const refs = await listFootballDataFiles(dir, filter);
      return refs.map((ref) => ({
        league: ref.league,
        season: ref.season,
        key: `${ref.league}/${ref.season}`,
        read: () => readFile(ref.path, 'utf8'),
      }));
    },
  };
}

/** '2024-25' → '2425', football-data.co.uk's season folder name. */
export function seasonFolder(season: string): string {
  return `${season.slice(2, 4)}${season.slice(5, 7)}`;
}

/** The season a date falls in; European seasons start in July. */
export function seasonOf(date: Date): string {
  const year = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** A key the live feed requires: sent as the header or query parameter `name`. */
export interface FeedAuth {
  placement: 'HEADER' | 'QUERY';
  name: string;
  value: string;
  /** Sent only to URLs under this one (null: to the feed wherever it is). */
  baseUrl: string | null;
}

/** A live feed: `<base>/<yyyy>/<DIV>.csv`, e.g. `<base>/2425/E0.csv`, fetched over HTTP(S). */
export function urlSource(
  baseUrl: string,
  filter: SourceFilter & { timeoutMs?: number; auth?: () => Promise<FeedAuth | null> } = {},
): FootballDataSource {
  const base = baseUrl.replace(/\/+$/, '');
  const leagues = filter.leagues ?? LEAGUE_CODES;
  const seasons = filter.seasons ?? [seasonOf(new Date())];
  return {
    description: base,
    async list() {
      return leagues.flatMap((league) =>
        seasons.map((season) => ({
          league,
          season,
          key: `${league}/${season}`,
          async read() {
            const url = `${base}/${seasonFolder(season)}/${league}.csv`;
            const auth = await filter.auth?.();
            const sent = new URL(url);
            const headers: Record<string, string> = {};
            if (auth && (auth.baseUrl === null || url.startsWith(auth.baseUrl))) {
              if (auth.placement === 'HEADER') headers[auth.name] = auth.value;
              else sent.searchParams.set(auth.name, auth.value);
            }
            const res = await fetch(sent, { headers, signal: AbortSignal.timeout(filter.timeoutMs ?? 30_000) });
            // Errors name `url`, never `sent`: a key in the query must not reach the run's record or the log.
            if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
            return res.text();
          },
        })),
      );
    },
  };
}
