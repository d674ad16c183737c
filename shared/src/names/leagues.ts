import { ENGINE_LEAGUES } from '../contract/leagues';

/** A league by the code the data files use for it (E0 → Premier League); an unknown code is shown as it is. */
export function leagueName(code: string): string {
  return ENGINE_LEAGUES.find((league) => league.code === code)?.name ?? code;
}

/** Leagues in words: every league the engine ingests is 'All leagues', fewer are named one by one. */
export function leagueNames(codes: readonly string[]): string {
  const all = ENGINE_LEAGUES.every((league) => codes.includes(league.code));
  return all ? 'All leagues' : codes.map(leagueName).join(', ');
}

/**
 * A data file by its league and season, as the pipeline keys it ('SP1/2014-15' → 'La Liga 2014-15'); another key is
 * shown as it is.
 */
export function dataFileName(key: string): string {
  const [code, season, ...rest] = key.split('/');
  if (!code || !season || rest.length > 0) return key;
  return `${leagueName(code)} ${season.replace(/\.csv$/i, '')}`;
}
