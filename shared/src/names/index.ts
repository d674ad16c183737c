// Real names for the codes and short names of the football data: one mapping for the API (which serves team names
// already spelt out) and the pages (which spell out bookmaker, market, league and data-file codes). Plain values, no
// schema library.
export { bookmakerName, NAMED_BOOKMAKER_CODES } from './bookmakers';
export { dataFileName, leagueName, leagueNames } from './leagues';
export { marketName } from './markets';
export { foldForSearch, teamDisplayName, teamMatchesSearch } from './teams';
