import { packageFeatureLinks } from './package-feature-links';

describe('packageFeatureLinks', () => {
  it('links only the features in the package, in the link bar order', () => {
    expect(packageFeatureLinks(['PREDICTIONS', 'FIXTURES'])).toEqual([
      { feature: 'FIXTURES', label: 'Fixtures', to: '/client/fixtures' },
      { feature: 'PREDICTIONS', label: 'Predictions', to: '/client/predictions' },
    ]);
  });

  it('hyphenates odds comparison and lower-cases every path', () => {
    const paths = packageFeatureLinks([
      'ALERTS',
      'FIXTURES',
      'PREDICTIONS',
      'ODDS_COMPARISON',
      'RECOMMENDATIONS',
      'VISUALIZATIONS',
    ]).map((link) => link.to);
    expect(paths).toEqual([
      '/client/alerts',
      '/client/fixtures',
      '/client/predictions',
      '/client/odds-comparison',
      '/client/recommendations',
      '/client/visualizations',
    ]);
  });

  it('ignores unknown names, duplicates and a missing package', () => {
    expect(packageFeatureLinks(['FIXTURES', 'FIXTURES', 'CASINO'])).toHaveLength(1);
    expect(packageFeatureLinks(null)).toEqual([]);
    expect(packageFeatureLinks(undefined)).toEqual([]);
  });
});
