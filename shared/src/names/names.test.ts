import {
  bookmakerName,
  dataFileName,
  foldForSearch,
  leagueName,
  leagueNames,
  marketName,
  teamDisplayName,
  teamMatchesSearch,
} from './index';

describe('bookmakerName', () => {
  it('spells out the data files’ bookmaker codes', () => {
    expect(bookmakerName('1XB')).toBe('1xBet');
    expect(bookmakerName('PS')).toBe('Pinnacle');
    expect(bookmakerName('BFE')).toBe('Betfair Exchange');
    expect(bookmakerName('B365')).toBe('Bet365');
    expect(bookmakerName('WH')).toBe('William Hill');
    expect(bookmakerName('Avg')).toBe('Market average');
  });

  it('shows a code nobody has named yet as it is', () => {
    expect(bookmakerName('ZZ')).toBe('ZZ');
  });
});

describe('marketName', () => {
  it('spells out market codes, and shows an unknown code as it is', () => {
    expect(marketName('1X2')).toBe('Match result');
    expect(marketName('AH')).toBe('Asian handicap');
    expect(marketName('XYZ')).toBe('XYZ');
  });
});

describe('teamDisplayName', () => {
  it('gives clubs their full names', () => {
    expect(teamDisplayName('Ein Frankfurt')).toBe('Eintracht Frankfurt');
    expect(teamDisplayName("Nott'm Forest")).toBe('Nottingham Forest');
    expect(teamDisplayName('Ath Madrid')).toBe('Atlético Madrid');
    expect(teamDisplayName('Paris SG')).toBe('Paris Saint-Germain');
  });

  it('keeps a name that is already a club’s real name, and is stable when applied twice', () => {
    expect(teamDisplayName('Chelsea')).toBe('Chelsea');
    expect(teamDisplayName(teamDisplayName('Man United'))).toBe('Manchester United');
  });
});

describe('teamMatchesSearch', () => {
  it('finds a club by part of its full name or its short name, ignoring case, accents and apostrophes', () => {
    expect(teamMatchesSearch('Ath Madrid', 'atletico')).toBe(true);
    expect(teamMatchesSearch('Ath Madrid', 'ath mad')).toBe(true);
    expect(teamMatchesSearch("Nott'm Forest", 'Nottingham')).toBe(true);
    expect(teamMatchesSearch("Nott'm Forest", 'nottm')).toBe(true);
    expect(teamMatchesSearch('FC Koln', 'köln')).toBe(true);
    expect(teamMatchesSearch('Chelsea', 'arsenal')).toBe(false);
  });

  it('matches nothing on an empty search', () => {
    expect(teamMatchesSearch('Chelsea', '  ')).toBe(false);
    expect(foldForSearch('  Saint-Étienne ')).toBe('saint-etienne');
  });
});

describe('leagueName', () => {
  it('spells out the data files’ league codes, and shows an unknown one as it is', () => {
    expect(leagueName('E0')).toBe('Premier League');
    expect(leagueName('SP1')).toBe('La Liga');
    expect(leagueName('N1')).toBe('N1');
  });

  it('names a few leagues one by one and all of them as all leagues', () => {
    expect(leagueNames(['E0', 'D1'])).toBe('Premier League, Bundesliga');
    expect(leagueNames(['E0', 'E1', 'SP1', 'D1', 'I1', 'F1'])).toBe('All leagues');
  });
});

describe('dataFileName', () => {
  it('names a data file by its league and season', () => {
    expect(dataFileName('SP1/2014-15')).toBe('La Liga 2014-15');
    expect(dataFileName('something else')).toBe('something else');
  });
});
