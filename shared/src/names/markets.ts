const MARKET_NAMES: Readonly<Record<string, string>> = {
  '1X2': 'Match result',
  OU25: 'Over/under 2.5',
  BTTS: 'Both teams to score',
  AH: 'Asian handicap',
};

/** 'Match result' for '1X2', 'Over/under 2.5' for 'OU25', …; an unknown code is shown as it is. */
export function marketName(code: string): string {
  return MARKET_NAMES[code] ?? code;
}
