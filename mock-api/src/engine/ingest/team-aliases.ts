/**
 * Team-name aliases. football-data.co.uk renames clubs now and then and other feeds spell them differently;
 * every alias maps to the one canonical name the shipped data uses, so a club keeps one identity across seasons.
 */
export const TEAM_ALIASES: Readonly<Record<string, string>> = {
  'Dep. A Coruna': 'La Coruna',
  'Dep. La Coruna': 'La Coruna',
  'Deportivo La Coruna': 'La Coruna',
  Deportivo: 'La Coruna',
  'Manchester United': 'Man United',
  'Man Utd': 'Man United',
  'Manchester City': 'Man City',
  'Nottingham Forest': "Nott'm Forest",
  'Nottm Forest': "Nott'm Forest",
  'Sheffield Utd': 'Sheffield United',
  'Sheffield Wednesday': 'Sheffield Weds',
  'Tottenham Hotspur': 'Tottenham',
  Spurs: 'Tottenham',
  Wolverhampton: 'Wolves',
  'West Bromwich': 'West Brom',
  Peterborough: 'Peterboro',
  'MK Dons': 'Milton Keynes Dons',
  Bayern: 'Bayern Munich',
  'Bayern Munchen': 'Bayern Munich',
  Koln: 'FC Koln',
  Cologne: 'FC Koln',
  "Borussia M'gladbach": "M'gladbach",
  Gladbach: "M'gladbach",
  'Eintracht Frankfurt': 'Ein Frankfurt',
  Schalke: 'Schalke 04',
  Espanyol: 'Espanol',
  'Athletic Bilbao': 'Ath Bilbao',
  'Atletico Madrid': 'Ath Madrid',
  'Real Sociedad': 'Sociedad',
  'Rayo Vallecano': 'Vallecano',
  'Sporting Gijon': 'Sp Gijon',
  'Inter Milan': 'Inter',
  Internazionale: 'Inter',
  'AC Milan': 'Milan',
  'Hellas Verona': 'Verona',
  SPAL: 'Spal',
  'Paris Saint-Germain': 'Paris SG',
  PSG: 'Paris SG',
  'Saint-Etienne': 'St Etienne',
  'St. Etienne': 'St Etienne',
  'Evian TG': 'Evian Thonon Gaillard',
};

/** The canonical name for a team as spelled in a feed (whitespace collapsed, aliases resolved). */
export function canonicalTeamName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  return TEAM_ALIASES[name] ?? name;
}
