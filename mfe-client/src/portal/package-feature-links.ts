import type { PackageFunction, User } from '@oddslab/shared/contract';

export type PackageFeature = PackageFunction;

export interface FeatureLink {
  feature: PackageFeature;
  label: string;
  to: string;
}

const FEATURE_LABELS: Record<PackageFeature, string> = {
  ALERTS: 'Alerts',
  FIXTURES: 'Fixtures',
  PREDICTIONS: 'Predictions',
  ODDS_COMPARISON: 'Odds Comparison',
  RECOMMENDATIONS: 'Recommendations',
  VISUALIZATIONS: 'Visualizations',
  SIMULATIONS: 'Season Simulations',
};

/** Portal features a package can unlock, in the order the link bar shows them. */
const PACKAGE_FEATURES = Object.keys(FEATURE_LABELS) as PackageFeature[];

function isPackageFeature(name: string): name is PackageFeature {
  return (PACKAGE_FEATURES as readonly string[]).includes(name);
}

function featurePath(feature: PackageFeature): string {
  return `/client/${feature.toLowerCase().replaceAll('_', '-')}`;
}

/** Links for exactly the features the user's package includes; unknown function names are ignored. */
export function packageFeatureLinks(functions: readonly string[] | null | undefined): FeatureLink[] {
  const owned = new Set((functions ?? []).filter(isPackageFeature));
  return PACKAGE_FEATURES.filter((feature) => owned.has(feature)).map((feature) => ({
    feature,
    label: FEATURE_LABELS[feature],
    to: featurePath(feature),
  }));
}

/** Whether the server will hand this user a feature's data: admins pass every gate, clients need it in their package. */
export function userHasFeature(
  user: Pick<User, 'role' | 'packageData'> | null | undefined,
  feature: PackageFeature,
): boolean {
  if (!user) return false;
  return user.role === 'ADMIN' || (user.packageData?.functions ?? []).includes(feature);
}
