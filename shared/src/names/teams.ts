/**
 * Clubs by their full names, keyed by the short names football-data.co.uk uses (and the engine stores, so a club
 * keeps one identity across seasons). The API serves `teamDisplayName(stored)`; a club not listed keeps its name,
 * which is already a real one (Chelsea, Juventus, Monaco, …).
 */
const TEAM_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  // England
  Birmingham: 'Birmingham City',
  Blackburn: 'Blackburn Rovers',
  Bolton: 'Bolton Wanderers',
  Bournemouth: 'AFC Bournemouth',
  Brighton: 'Brighton & Hove Albion',
  Burton: 'Burton Albion',
  Cardiff: 'Cardiff City',
  Charlton: 'Charlton Athletic',
  Coventry: 'Coventry City',
  Derby: 'Derby County',
  Huddersfield: 'Huddersfield Town',
  Hull: 'Hull City',
  Ipswich: 'Ipswich Town',
  Leeds: 'Leeds United',
  Leicester: 'Leicester City',
  Luton: 'Luton Town',
  'Man City': 'Manchester City',
  'Man United': 'Manchester United',
  Newcastle: 'Newcastle United',
  Norwich: 'Norwich City',
  "Nott'm Forest": 'Nottingham Forest',
  Oxford: 'Oxford United',
  Peterboro: 'Peterborough United',
  Plymouth: 'Plymouth Argyle',
  Preston: 'Preston North End',
  QPR: 'Queens Park Rangers',
  Rotherham: 'Rotherham United',
  'Sheffield Weds': 'Sheffield Wednesday',
  Stoke: 'Stoke City',
  Swansea: 'Swansea City',
  Tottenham: 'Tottenham Hotspur',
  'West Brom': 'West Bromwich Albion',
  'West Ham': 'West Ham United',
  Wigan: 'Wigan Athletic',
  Wolves: 'Wolverhampton Wanderers',
  Wycombe: 'Wycombe Wanderers',
  // Spain
  Alaves: 'Alavés',
  Almeria: 'Almería',
  'Ath Bilbao': 'Athletic Bilbao',
  'Ath Madrid': 'Atlético Madrid',
  Betis: 'Real Betis',
  Cadiz: 'Cádiz',
  Celta: 'Celta Vigo',
  Cordoba: 'Córdoba',
  Espanol: 'Espanyol',
  'La Coruna': 'Deportivo La Coruña',
  Leganes: 'Leganés',
  Malaga: 'Málaga',
  Sociedad: 'Real Sociedad',
  'Sp Gijon': 'Sporting Gijón',
  Valladolid: 'Real Valladolid',
  Vallecano: 'Rayo Vallecano',
  // Germany
  Augsburg: 'FC Augsburg',
  Bielefeld: 'Arminia Bielefeld',
  Bochum: 'VfL Bochum',
  Darmstadt: 'Darmstadt 98',
  Dortmund: 'Borussia Dortmund',
  'Ein Frankfurt': 'Eintracht Frankfurt',
  'FC Koln': '1. FC Köln',
  'Fortuna Dusseldorf': 'Fortuna Düsseldorf',
  Freiburg: 'SC Freiburg',
  'Greuther Furth': 'Greuther Fürth',
  Hamburg: 'Hamburger SV',
  Hannover: 'Hannover 96',
  Heidenheim: '1. FC Heidenheim',
  Hertha: 'Hertha BSC',
  Hoffenheim: 'TSG Hoffenheim',
  Ingolstadt: 'FC Ingolstadt',
  Leverkusen: 'Bayer Leverkusen',
  "M'gladbach": 'Borussia Mönchengladbach',
  Mainz: 'Mainz 05',
  Nurnberg: '1. FC Nürnberg',
  Paderborn: 'SC Paderborn',
  'St Pauli': 'FC St. Pauli',
  Stuttgart: 'VfB Stuttgart',
  Wolfsburg: 'VfL Wolfsburg',
  // Italy
  Chievo: 'Chievo Verona',
  Inter: 'Inter Milan',
  Milan: 'AC Milan',
  Spal: 'SPAL',
  Verona: 'Hellas Verona',
  // France
  Ajaccio: 'AC Ajaccio',
  // Gazélec Ajaccio, a different club from AC Ajaccio.
  'Ajaccio GFCO': 'Gazélec Ajaccio',
  Clermont: 'Clermont Foot',
  Nimes: 'Nîmes',
  'Paris SG': 'Paris Saint-Germain',
  'St Etienne': 'Saint-Étienne',
};

/** 'Nottingham Forest' for "Nott'm Forest", 'Eintracht Frankfurt' for 'Ein Frankfurt', …; others as they are. */
export function teamDisplayName(storedName: string): string {
  return TEAM_DISPLAY_NAMES[storedName] ?? storedName;
}

/** Lower case without accents or apostrophes, so 'atletico' finds 'Atlético' and 'nottm' finds "Nott'm". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’.]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a search text names this club: part of its full name or of the short name the data files use. */
export function teamMatchesSearch(storedName: string, search: string): boolean {
  const wanted = foldForSearch(search);
  if (wanted === '') return false;
  return foldForSearch(teamDisplayName(storedName)).includes(wanted) || foldForSearch(storedName).includes(wanted);
}
