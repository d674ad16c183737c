// No schema library here: the console's weights panel imports these defaults.
/**
 * The weights the model is calibrated at (each fitted component enters as fitted): what a fresh install serves and
 * what Reset restores. The engine reads them from here, so the console never holds a copy.
 */
export const DEFAULT_ALGORITHM_WEIGHTS = Object.freeze({
  attackStrength: 70,
  defenseWeakness: 60,
  recentForm: 50,
  homeAdvantage: 55,
});
