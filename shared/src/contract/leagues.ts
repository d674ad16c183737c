// No schema library here: the frontend's league pickers import this list.
/** The leagues the engine ingests, in the order pickers offer them (requests name one by code or name). */
export const ENGINE_LEAGUES = [
  { code: 'E0', name: 'Premier League', country: 'England' },
  { code: 'E1', name: 'Championship', country: 'England' },
  { code: 'SP1', name: 'La Liga', country: 'Spain' },
  { code: 'D1', name: 'Bundesliga', country: 'Germany' },
  { code: 'I1', name: 'Serie A', country: 'Italy' },
  { code: 'F1', name: 'Ligue 1', country: 'France' },
] as const;
