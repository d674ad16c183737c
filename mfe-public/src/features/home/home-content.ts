export interface FeatureCard {
  title: string;
  text: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: 'Dynamic Odds Modelling',
    text: 'Bookmaker prices are stripped of their margin and turned into fair probabilities, then compared with our own model for every 1X2, total-goals and handicap market.',
  },
  {
    title: 'ML-Driven Predictions',
    text: 'A time-weighted Dixon–Coles ratings model, blended with recent form, produces a full score matrix for each fixture: outcomes, expected goals and goal lines.',
  },
  {
    title: 'Market Arbitrage',
    text: 'Where our probability beats the best available price by a clear margin, the match is flagged with its edge and a suggested stake, ready to back or lay on an exchange.',
  },
];

export interface FrameworkStep {
  title: string;
  text: string;
}

export const FRAMEWORK_STEPS: readonly FrameworkStep[] = [
  {
    title: 'Data Acquisition',
    text: 'Results, match statistics and pre-match and closing odds from many bookmakers, across six European leagues since 2014-15.',
  },
  {
    title: 'Model Processing',
    text: 'Team attack and defence ratings are refitted with older matches weighted down, and Monte Carlo simulation turns them into match and season outlooks.',
  },
  {
    title: 'Market Analysis',
    text: 'Each market is de-margined to implied probabilities and checked against our estimate at the best price on offer.',
  },
  {
    title: 'Action Signals',
    text: 'Value picks come with the model probability, the edge and a Kelly stake fraction, and every pick is tracked against the result.',
  },
];
