/**
 * Bookmakers by the codes the football-data.co.uk files (and so the API) use for them. The API keeps the codes: a
 * recorded bet names its bookmaker by code, so pages show `bookmakerName(code)` and send the code back.
 */
const BOOKMAKER_NAMES: Readonly<Record<string, string>> = {
  '1XB': '1xBet',
  B365: 'Bet365',
  BF: 'Betfair Sportsbook',
  BFD: 'Betfred',
  BFE: 'Betfair Exchange',
  BMGM: 'BetMGM',
  BV: 'BetVictor',
  BW: 'bwin',
  CL: 'Coral',
  IW: 'Interwetten',
  LB: 'Ladbrokes',
  P: 'Pinnacle',
  PP: 'Paddy Power',
  PS: 'Pinnacle',
  SJ: 'Stan James',
  SKB: 'Sky Bet',
  // VC Bet became BetVictor; the files kept the old code until 2023-24.
  VC: 'BetVictor',
  WH: 'William Hill',
  // Market-wide figures across every bookmaker the source follows, not a bookmaker to bet with.
  Avg: 'Market average',
  Max: 'Best market price',
  BbAv: 'Market average',
  BbMx: 'Best market price',
};

/** 'Bet365' for 'B365', 'Pinnacle' for 'PS', …; a code nobody has named yet is shown as it is. */
export function bookmakerName(code: string): string {
  return BOOKMAKER_NAMES[code] ?? code;
}

/** Every bookmaker code with a name (tests check that no code of the data files is left without one). */
export const NAMED_BOOKMAKER_CODES: readonly string[] = Object.keys(BOOKMAKER_NAMES);
