import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalTeamName } from './team-aliases';

/**
 * Parser for football-data.co.uk CSV files. Every column is selected by its header name, so each of the
 * layouts 2014-15 … 2026-27 (and a future one that keeps the naming scheme) parses with the same code.
 */

export type OddsMarket = '1X2' | 'OU25' | 'AH';
export type OddsPhase = 'pre' | 'close';

export interface ParsedOdds {
  /** Bookmaker code as in the file ('B365', 'PS', 'BFE', …); BetBrain aggregates become 'Max'/'Avg'. */
  bookmaker: string;
  market: OddsMarket;
  phase: OddsPhase;
  /** Asian handicap line for the home team; null for 1X2 and O/U 2.5. */
  line: number | null;
  /** 1X2: [home, draw, away]; OU25: [over, under]; AH: [home, away]. */
  prices: number[];
}

export interface MatchStats {
  homeShots: number | null;
  awayShots: number | null;
  homeShotsOnTarget: number | null;
  awayShotsOnTarget: number | null;
  homeFouls: number | null;
  awayFouls: number | null;
  homeCorners: number | null;
  awayCorners: number | null;
  homeYellow: number | null;
  awayYellow: number | null;
  homeRed: number | null;
  awayRed: number | null;
  homeXg: number | null;
  awayXg: number | null;
}

export interface ParsedMatch {
  league: string;
  season: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' (UK time as published) or null when the layout has no Time column. */
  kickoff: string | null;
  homeTeam: string;
  awayTeam: string;
  /** null = not played yet (e.g. a live fixtures feed). */
  homeGoals: number | null;
  awayGoals: number | null;
  htHomeGoals: number | null;
  htAwayGoals: number | null;
  stats: MatchStats;
  referee: string | null;
  odds: ParsedOdds[];
}

export interface RejectedRow {
  /** Line number in the file (the header is line 1). */
  row: number;
  reason: string;
}

export interface ParsedFootballData {
  matches: ParsedMatch[];
  rejected: RejectedRow[];
}

export interface ParseOptions {
  league: string;
  season: string;
}

/** Splits CSV text into rows of cells; handles a BOM, CRLF/LF and quoted cells. */
export function splitCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** BetBrain aggregates and Pinnacle's short O/U/AH prefix are normalised so one code means one source. */
function normaliseBookmaker(code: string): string {
  if (code === 'BbMx') return 'Max';
  if (code === 'BbAv') return 'Avg';
  if (code === 'P') return 'PS';
  return code;
}

interface OddsColumns {
  bookmaker: string;
  market: OddsMarket;
  phase: OddsPhase;
  columns: number[];
}

/**
 * Finds every odds group in a header by naming pattern: 1X2 = <bk>H,<bk>D,<bk>A; O/U = <bk>>2.5,<bk><2.5;
 * AH = <bk>AHH,<bk>AHA. A bookmaker prefix ending in C whose stem is also a bookmaker is its closing price.
 */
function findOddsColumns(header: string[]): OddsColumns[] {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if (name !== '' && !index.has(name)) index.set(name, i);
  });
  const groups: { prefix: string; market: OddsMarket; columns: number[] }[] = [];
  for (const name of index.keys()) {
    if (name.endsWith('H') && name.length > 1) {
      const ahMatch = /^(.+)AHH$/.exec(name);
      if (ahMatch) {
        const prefix = ahMatch[1]!;
        const away = index.get(`${prefix}AHA`);
        if (away !== undefined) groups.push({ prefix, market: 'AH', columns: [index.get(name)!, away] });
        continue;
      }
      const prefix = name.slice(0, -1);
      const draw = index.get(`${prefix}D`);
      const away = index.get(`${prefix}A`);
      if (draw !== undefined && away !== undefined) {
        groups.push({ prefix, market: '1X2', columns: [index.get(name)!, draw, away] });
      }
    }
    const ou = /^(.+)>2\.5$/.exec(name);
    if (ou) {
      const under = index.get(`${ou[1]}<2.5`);
      if (under !== undefined) groups.push({ prefix: ou[1]!, market: 'OU25', columns: [index.get(name)!, under] });
    }
  }
  const prefixesByMarket = new Map<OddsMarket, Set<string>>();
  const allPrefixes = new Set<string>();
  for (const g of groups) {
    if (!prefixesByMarket.has(g.market)) prefixesByMarket.set(g.market, new Set());
    prefixesByMarket.get(g.market)!.add(g.prefix);
    allPrefixes.add(g.prefix);
  }
  // Pinnacle is 'PS' in 1X2 but 'P' in O/U and AH; either stem marks a C-suffixed prefix as closing.
  const knownStems = new Set([...allPrefixes, 'P', 'PS']);
  return groups.map((g) => {
    const stem = g.prefix.endsWith('C') ? g.prefix.slice(0, -1) : null;
    const isClosing =
      stem !== null && stem !== '' && (prefixesByMarket.get(g.market)!.has(stem) || knownStems.has(stem));
    const code = isClosing ? stem! : g.prefix;
    return {
      bookmaker: normaliseBookmaker(code),
      market: g.market,
      phase: isClosing ? 'close' : 'pre',
      columns: g.columns,
    };
  });
}

function parseDate(raw: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(raw.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  let year = Number(m[3]);
  if (m[3]!.length === 2) year += year < 70 ? 2000 : 1900;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parseTime(raw: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** undefined = cell present but not a count (rejects a score); null = empty. */
function parseCount(raw: string | undefined): number | null | undefined {
  const v = (raw ?? '').trim();
  if (v === '') return null;
  if (!/^\d+$/.test(v)) return undefined;
  return Number(v);
}

function parseStat(raw: string | undefined): number | null {
  const v = parseCount(raw);
  return v === undefined ? null : v;
}

function parseDecimal(raw: string | undefined): number | null {
  const v = (raw ?? '').trim();
  if (v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function parsePrice(raw: string | undefined): number | null {
  const n = parseDecimal(raw);
  return n !== null && n > 1 && n < 10000 ? n : null;
}

function parseLine(raw: string | undefined): number | null {
  const n = parseDecimal(raw);
  // Handicap lines come in quarter-goal steps.
  return n !== null && Math.abs(n) <= 10 && Number.isInteger(n * 4) ? n : null;
}

function resultOf(home: number, away: number): 'H' | 'D' | 'A' {
  return home > away ? 'H' : home < away ? 'A' : 'D';
}

export function parseFootballDataCsv(text: string, options: ParseOptions): ParsedFootballData {
  const rows = splitCsv(text);
  const matches: ParsedMatch[] = [];
  const rejected: RejectedRow[] = [];
  const headerAt = rows.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerAt < 0) return { matches, rejected };
  const header = rows[headerAt]!.map((h) => h.trim());
  const col = (name: string): number => header.indexOf(name);
  const required = ['Date', 'HomeTeam', 'AwayTeam'];
  const missing = required.filter((n) => col(n) < 0);
  if (missing.length > 0) {
    rejected.push({ row: headerAt + 1, reason: `header lacks required column(s): ${missing.join(', ')}` });
    return { matches, rejected };
  }
  const c = {
    div: col('Div'),
    date: col('Date'),
    time: col('Time'),
    home: col('HomeTeam'),
    away: col('AwayTeam'),
    fthg: col('FTHG'),
    ftag: col('FTAG'),
    ftr: col('FTR'),
    hthg: col('HTHG'),
    htag: col('HTAG'),
    referee: col('Referee'),
    hs: col('HS'),
    as: col('AS'),
    hst: col('HST'),
    ast: col('AST'),
    hf: col('HF'),
    af: col('AF'),
    hc: col('HC'),
    ac: col('AC'),
    hy: col('HY'),
    ay: col('AY'),
    hr: col('HR'),
    ar: col('AR'),
    hxg: col('HxG'),
    axg: col('AxG'),
    ahLine: col('AHh') >= 0 ? col('AHh') : col('BbAHh'),
    ahCloseLine: col('AHCh'),
  };
  const oddsColumns = findOddsColumns(header);
  const cell = (r: string[], i: number): string => (i >= 0 ? (r[i] ?? '').trim() : '');

  for (let i = headerAt + 1; i < rows.length; i++) {
    const r = rows[i]!;
    const rowNumber = i + 1;
    if (r.every((v) => v.trim() === '')) continue; // filler rows of commas and blank lines
    const reject = (reason: string): void => {
      rejected.push({ row: rowNumber, reason });
    };
    const div = cell(r, c.div);
    if (div !== '' && div !== options.league) {
      reject(`division ${div} does not match league ${options.league}`);
      continue;
    }
    const date = parseDate(cell(r, c.date));
    if (date === null) {
      reject(`unparsable date "${cell(r, c.date)}"`);
      continue;
    }
    const homeRaw = cell(r, c.home);
    const awayRaw = cell(r, c.away);
    if (homeRaw === '' || awayRaw === '') {
      reject('missing team name');
      continue;
    }
    const homeTeam = canonicalTeamName(homeRaw);
    const awayTeam = canonicalTeamName(awayRaw);
    if (homeTeam === awayTeam) {
      reject(`team ${homeTeam} cannot play itself`);
      continue;
    }
    const homeGoals = parseCount(cell(r, c.fthg));
    const awayGoals = parseCount(cell(r, c.ftag));
    const htHomeGoals = parseCount(cell(r, c.hthg));
    const htAwayGoals = parseCount(cell(r, c.htag));
    if (homeGoals === undefined || awayGoals === undefined || (homeGoals === null) !== (awayGoals === null)) {
      reject(`impossible full-time score "${cell(r, c.fthg)}-${cell(r, c.ftag)}"`);
      continue;
    }
    if (htHomeGoals === undefined || htAwayGoals === undefined || (htHomeGoals === null) !== (htAwayGoals === null)) {
      reject(`impossible half-time score "${cell(r, c.hthg)}-${cell(r, c.htag)}"`);
      continue;
    }
    if (homeGoals === null && htHomeGoals !== null) {
      reject('half-time score without a full-time score');
      continue;
    }
    if (
      homeGoals !== null &&
      awayGoals !== null &&
      htHomeGoals !== null &&
      htAwayGoals !== null &&
      (htHomeGoals > homeGoals || htAwayGoals > awayGoals)
    ) {
      reject(`half-time score ${htHomeGoals}-${htAwayGoals} exceeds full-time ${homeGoals}-${awayGoals}`);
      continue;
    }
    const ftr = cell(r, c.ftr);
    if (homeGoals === null || awayGoals === null) {
      if (ftr !== '') {
        reject(`result ${ftr} without a score`);
        continue;
      }
    } else if (ftr !== '' && ftr !== resultOf(homeGoals, awayGoals)) {
      reject(`result ${ftr} disagrees with score ${homeGoals}-${awayGoals}`);
      continue;
    }

    const preLine = parseLine(r[c.ahLine]);
    const closeLine = parseLine(r[c.ahCloseLine]);
    const odds: ParsedOdds[] = [];
    for (const g of oddsColumns) {
      const prices = g.columns.map((ci) => parsePrice(r[ci]));
      if (prices.some((p) => p === null)) continue;
      let line: number | null = null;
      if (g.market === 'AH') {
        line = g.phase === 'close' ? closeLine : preLine;
        if (line === null) continue; // a handicap price without its line means nothing
      }
      odds.push({ bookmaker: g.bookmaker, market: g.market, phase: g.phase, line, prices: prices as number[] });
    }
    const referee = cell(r, c.referee);
    matches.push({
      league: options.league,
      season: options.season,
      date,
      kickoff: parseTime(cell(r, c.time)),
      homeTeam,
      awayTeam,
      homeGoals,
      awayGoals,
      htHomeGoals,
      htAwayGoals,
      stats: {
        homeShots: parseStat(r[c.hs]),
        awayShots: parseStat(r[c.as]),
        homeShotsOnTarget: parseStat(r[c.hst]),
        awayShotsOnTarget: parseStat(r[c.ast]),
        homeFouls: parseStat(r[c.hf]),
        awayFouls: parseStat(r[c.af]),
        homeCorners: parseStat(r[c.hc]),
        awayCorners: parseStat(r[c.ac]),
        homeYellow: parseStat(r[c.hy]),
        awayYellow: parseStat(r[c.ay]),
        homeRed: parseStat(r[c.hr]),
        awayRed: parseStat(r[c.ar]),
        homeXg: c.hxg >= 0 ? parseDecimal(r[c.hxg]) : null,
        awayXg: c.axg >= 0 ? parseDecimal(r[c.axg]) : null,
      },
      referee: referee === '' ? null : referee,
      odds,
    });
  }
  return { matches, rejected };
}

export const LEAGUE_CODES = ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1'] as const;

export interface FootballDataFileRef {
  league: string;
  season: string;
  /** Absolute path of the file. */
  path: string;
}

export interface FootballDataFile extends FootballDataFileRef, ParsedFootballData {
  /** sha256 of the file's bytes, used for resumable ingestion checkpoints. */
  contentHash: string;
}

export interface FolderFilter {
  leagues?: readonly string[];
  seasons?: readonly string[];
}

const SEASON_FILE = /^(\d{4})-(\d{2})\.csv$/;

/** Lists `<dir>/<league>/<season>.csv` files in league, then season order. */
export async function listFootballDataFiles(dir: string, filter: FolderFilter = {}): Promise<FootballDataFileRef[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const leagues = entries
    .filter((e) => e.isDirectory() && /^[A-Z]+\d*$/.test(e.name))
    .map((e) => e.name)
    .filter((l) => !filter.leagues || filter.leagues.includes(l))
    .sort();
  const files: FootballDataFileRef[] = [];
  for (const league of leagues) {
    const names = (await readdir(path.join(dir, league))).filter((n) => SEASON_FILE.test(n)).sort();
    for (const name of names) {
      const season = name.slice(0, -4);
      if (filter.seasons && !filter.seasons.includes(season)) continue;
      files.push({ league, season, path: path.resolve(dir, league, name) });
    }
  }
  return files;
}

export function hashContent(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Reads and parses every matching file of a folder in the shipped `<league>/<season>.csv` layout. */
export async function readFootballDataFolder(dir: string, filter: FolderFilter = {}): Promise<FootballDataFile[]> {
  const refs = await listFootballDataFiles(dir, filter);
  const out: FootballDataFile[] = [];
  for (const ref of refs) {
    const text = await readFile(ref.path, 'utf8');
    out.push({
      ...ref,
      contentHash: hashContent(text),
      ...parseFootballDataCsv(text, { league: ref.league, season: ref.season }),
    });
  }
  return out;
}
