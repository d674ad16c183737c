/**
 * The match endpoint sends the model's markets as an open record (the engine adds markets over time); this reads
 * the ones the page shows, checking every field, so a missing or reshaped market hides its table instead of crashing.
 */
export interface MatchPrediction {
  oneXTwo: { home: number; draw: number; away: number } | null;
  fairOdds: { home: number; draw: number; away: number } | null;
  expectedGoals: { home: number; away: number } | null;
  overUnder: { line: number; over: number; under: number; fairOver: number | null; fairUnder: number | null }[];
  btts: { yes: number; no: number } | null;
  correctScores: { home: number; away: number; probability: number; fairOdds: number | null }[];
  asianHandicap: { line: number; homeWin: number; push: number; fairHome: number | null; fairAway: number | null }[];
  /** An analyst overrode the model's 1X2 probabilities: `oneXTwo` and `fairOdds` are theirs. */
  reviewed: boolean;
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function numbers<K extends string>(value: unknown, keys: readonly K[]): Record<K, number> | null {
  const source = record(value);
  if (!source) return null;
  const result = {} as Record<K, number>;
  for (const key of keys) {
    const n = num(source[key]);
    if (n === null) return null;
    result[key] = n;
  }
  return result;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(record).filter((item): item is Json => item !== null) : [];
}

export function readMatchPrediction(raw: Record<string, unknown> | null): MatchPrediction {
  const source = raw ?? {};
  return {
    oneXTwo: numbers(source.oneXTwo, ['home', 'draw', 'away']),
    fairOdds: numbers(source.fairOdds, ['home', 'draw', 'away']),
    expectedGoals: numbers(source.expectedGoals, ['home', 'away']),
    overUnder: list(source.overUnder).flatMap((row) => {
      const values = numbers(row, ['line', 'over', 'under']);
      return values ? [{ ...values, fairOver: num(row.fairOver), fairUnder: num(row.fairUnder) }] : [];
    }),
    btts: numbers(source.btts, ['yes', 'no']),
    correctScores: list(source.correctScores).flatMap((row) => {
      const values = numbers(row, ['home', 'away', 'probability']);
      return values ? [{ ...values, fairOdds: num(row.fairOdds) }] : [];
    }),
    reviewed: source.reviewed === true,
    asianHandicap: list(source.asianHandicap).flatMap((row) => {
      const line = num(row.line);
      const home = numbers(row.home, ['win', 'halfWin', 'push']);
      if (line === null || !home) return [];
      return [
        {
          line,
          homeWin: home.win + home.halfWin,
          push: home.push,
          fairHome: num(record(row.home)?.fairOdds),
          fairAway: num(record(row.away)?.fairOdds),
        },
      ];
    }),
  };
}
