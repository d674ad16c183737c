import type { PackageFunction } from '@oddslab/shared/contract';

// A record so the type checker fails if the contract gains a function this form does not know.
const FUNCTION_NAMES: Record<PackageFunction, true> = {
  ALERTS: true,
  FIXTURES: true,
  PREDICTIONS: true,
  ODDS_COMPARISON: true,
  RECOMMENDATIONS: true,
  VISUALIZATIONS: true,
  SIMULATIONS: true,
};

/** Function names a package may grant; the server validates against the same list. */
export const ALLOWED_PACKAGE_FUNCTIONS = Object.keys(FUNCTION_NAMES) as PackageFunction[];

export interface ParsedFunctions {
  /** Allowed names in the order typed, without duplicates. */
  functions: PackageFunction[];
  /** Non-empty entries that are not allowed names, so the form can say what it will not save. */
  dropped: string[];
}

function isAllowed(entry: string): entry is PackageFunction {
  return Object.hasOwn(FUNCTION_NAMES, entry);
}

/** Splits the comma-separated functions text, trims each entry and keeps only the allowed names. */
export function parseFunctionsText(text: string): ParsedFunctions {
  const functions: PackageFunction[] = [];
  const dropped: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    if (isAllowed(entry)) {
      if (!functions.includes(entry)) functions.push(entry);
    } else if (!dropped.includes(entry)) {
      dropped.push(entry);
    }
  }
  return { functions, dropped };
}

/** The comma text an edit form starts from. */
export function functionsToText(functions: readonly string[]): string {
  return functions.join(', ');
}
