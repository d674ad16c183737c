import { functionsToText, parseFunctionsText } from './package-functions';

describe('parseFunctionsText', () => {
  it('splits on commas, trims and keeps the allowed names in order', () => {
    expect(parseFunctionsText(' FIXTURES ,ALERTS,  ODDS_COMPARISON ')).toEqual({
      functions: ['FIXTURES', 'ALERTS', 'ODDS_COMPARISON'],
      dropped: [],
    });
  });

  it('drops names outside the allowed list and reports them once', () => {
    expect(parseFunctionsText('FIXTURES, CASINO, fixtures, CASINO')).toEqual({
      functions: ['FIXTURES'],
      dropped: ['CASINO', 'fixtures'],
    });
  });

  it('ignores empty entries and repeated names', () => {
    expect(parseFunctionsText('PREDICTIONS,, PREDICTIONS ,')).toEqual({ functions: ['PREDICTIONS'], dropped: [] });
    expect(parseFunctionsText('')).toEqual({ functions: [], dropped: [] });
  });

  it('round-trips a package through the edit text', () => {
    const functions = ['ALERTS', 'VISUALIZATIONS', 'RECOMMENDATIONS'];
    expect(parseFunctionsText(functionsToText(functions)).functions).toEqual(functions);
  });
});
