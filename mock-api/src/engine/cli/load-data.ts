/** Command-line helpers: argument parsing, the data folder and loading leagues for backtests. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BacktestMatch } from '../evaluation/backtest';
import { listFootballDataFiles, readFootballDataFolder } from '../ingest/football-data-csv';

/** The repository root (this file lives in mock-api/src/engine/cli). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** --data, else FOOTBALL_DATA_DIR, else the shipped data beside the repository (../shared/data/football). */
export function resolveDataDir(flag: string | undefined): string {
  const dir = flag ?? process.env.FOOTBALL_DATA_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'data', 'football');
  return path.resolve(dir);
}

export function parseArgs(argv: readonly string[]): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') continue;
    if (!a.startsWith('--')) throw new UsageError(`unexpected argument "${a}"`);
    const eq = a.indexOf('=');
    if (eq > 0) out.set(a.slice(2, eq), a.slice(eq + 1));
    else if (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) out.set(a.slice(2), argv[++i]!);
    else out.set(a.slice(2), true);
  }
  return out;
}

export class UsageError extends Error {}

const SEASON = /^(\d{4})-(\d{2})$/;

export function seasonLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** '2019-20..2024-25' or '2019-20' (or a comma list) → every season in the range. */
export function parseSeasons(spec: string): string[] {
  const parts = spec.split('..');
  if (parts.length === 2) {
    const a = SEASON.exec(parts[0]!.trim());
    const b = SEASON.exec(parts[1]!.trim());
    if (!a || !b) throw new UsageError(`--seasons "${spec}" is not of the form 2019-20..2024-25`);
    const from = Number(a[1]);
    const to = Number(b[1]);
    if (to < from) throw new UsageError(`--seasons "${spec}" ends before it starts`);
    return Array.from({ length: to - from + 1 }, (_, i) => seasonLabel(from + i));
  }
  const list = spec.split(',').map((s) => s.trim());
  for (const s of list) if (!SEASON.test(s)) throw new UsageError(`season "${s}" is not of the form 2019-20`);
  return list;
}

export interface LoadedData {
  matchesByLeague: Record<string, BacktestMatch[]>;
  rejected: number;
  files: number;
}

export interface LoadPlan {
  dir: string;
  leagues: string[];
  /** The requested seasons plus the warm-up seasons before them. */
  seasons: string[];
  /** Bytes of data per league (to share work out evenly). */
  sizes: Record<string, number>;
}

/** Checks that the folder holds the leagues and seasons asked for, without parsing anything. */
export async function planLoad(dir: string, league: string, seasons: readonly string[], warmup = 2): Promise<LoadPlan> {
  if (!existsSync(dir)) throw new UsageError(`data folder not found: ${dir}`);
  const first = Number(SEASON.exec(seasons[0]!)![1]);
  const wanted = new Set(seasons);
  for (let k = 1; k <= warmup; k++) wanted.add(seasonLabel(first - k));
  const available = await listFootballDataFiles(dir);
  const leagues =
    league === 'ALL' ? [...new Set(available.map((f) => f.league))] : league.split(',').map((l) => l.trim());
  if (leagues.length === 0) throw new UsageError(`no league folders in ${dir}`);
  const sizes: Record<string, number> = {};
  for (const l of leagues) {
    if (!available.some((f) => f.league === l)) throw new UsageError(`no data for league ${l} in ${dir}`);
    const files = available.filter((f) => f.league === l && wanted.has(f.season));
    if (!files.some((f) => seasons.includes(f.season))) {
      throw new UsageError(`league ${l} has none of the seasons ${seasons.join(', ')} in ${dir}`);
    }
    sizes[l] = files.reduce((s, f) => s + statSync(f.path).size, 0);
  }
  return { dir, leagues, seasons: [...wanted].sort(), sizes };
}

/** Reads and parses the files of a plan. */
export async function loadPlan(plan: LoadPlan): Promise<LoadedData> {
  const files = await readFootballDataFolder(plan.dir, { leagues: plan.leagues, seasons: plan.seasons });
  const matchesByLeague: Record<string, BacktestMatch[]> = {};
  let rejected = 0;
  for (const f of files) {
    rejected += f.rejected.length;
    const list = matchesByLeague[f.league] ?? [];
    list.push(...f.matches);
    matchesByLeague[f.league] = list;
  }
  return { matchesByLeague, rejected, files: files.length };
}

/** Loads the requested seasons of the leagues plus `warmup` seasons before the first as training history. */
export async function loadLeagues(
  dir: string,
  league: string,
  seasons: readonly string[],
  warmup = 2,
): Promise<LoadedData> {
  return loadPlan(await planLoad(dir, league, seasons, warmup));
}
