import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { type ParsedMatch, parseFootballDataCsv, readFootballDataFolder } from './football-data-csv';

function oddsOf(m: ParsedMatch, bookmaker: string, market: string, phase: string) {
  return m.odds.find((o) => o.bookmaker === bookmaker && o.market === market && o.phase === phase);
}

// Real first rows of the shipped files, trimmed only where noted.
const LAYOUT_2014_EN = [
  'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,B365H,B365D,B365A,BWH,BWD,BWA,IWH,IWD,IWA,LBH,LBD,LBA,PSH,PSD,PSA,WHH,WHD,WHA,SJH,SJD,SJA,VCH,VCD,VCA,Bb1X2,BbMxH,BbAvH,BbMxD,BbAvD,BbMxA,BbAvA,BbOU,BbMx>2.5,BbAv>2.5,BbMx<2.5,BbAv<2.5,BbAH,BbAHh,BbMxAHH,BbAvAHH,BbMxAHA,BbAvAHA,PSCH,PSCD,PSCA',
  'E0,16/08/14,Arsenal,Crystal Palace,2,1,H,1,1,D,J Moss,14,4,6,2,13,19,9,3,2,2,0,1,1.25,6.5,15,1.25,5.5,12,1.3,5,9,1.25,6,13,1.26,6.45,14.01,1.25,5.5,12,1.25,5.75,12,1.25,6.25,10.5,50,1.3,1.25,6.7,5.96,16,12.43,48,1.77,1.72,2.26,2.1,24,-1.5,1.81,1.78,2.2,2.1,1.29,5.9,12.75',
  ',,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,',
].join('\r\n');

const LAYOUT_2018_EU = [
  'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,B365H,B365D,B365A,BWH,BWD,BWA,IWH,IWD,IWA,PSH,PSD,PSA,WHH,WHD,WHA,VCH,VCD,VCA,Bb1X2,BbMxH,BbAvH,BbMxD,BbAvD,BbMxA,BbAvA,BbOU,BbMx>2.5,BbAv>2.5,BbMx<2.5,BbAv<2.5,BbAH,BbAHh,BbMxAHH,BbAvAHH,BbMxAHA,BbAvAHA,PSCH,PSCD,PSCA',
  'SP1,17/08/2018,Betis,Levante,0,3,A,0,1,A,22,6,8,4,10,12,5,3,0,2,0,0,1.66,3.8,5.25,1.65,3.75,5.25,1.65,3.9,5,1.69,4.07,5.35,1.62,3.8,5.25,1.67,4,5.25,40,1.72,1.66,4.1,3.87,5.55,5.11,38,1.98,1.91,1.95,1.86,19,-0.75,1.98,1.93,1.97,1.91,1.82,3.87,4.55',
  'SP1,18/08/2018,Girona,,0,0,D,0,0,D,11,13,2,1,12,16,4,6,1,2,0,0,2.8,3.3,2.6,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,',
].join('\n');

const LAYOUT_2019_EN = [
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,B365H,B365D,B365A,BWH,BWD,BWA,IWH,IWD,IWA,PSH,PSD,PSA,WHH,WHD,WHA,VCH,VCD,VCA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,B365>2.5,B365<2.5,P>2.5,P<2.5,Max>2.5,Max<2.5,Avg>2.5,Avg<2.5,AHh,B365AHH,B365AHA,PAHH,PAHA,MaxAHH,MaxAHA,AvgAHH,AvgAHA,B365CH,B365CD,B365CA,BWCH,BWCD,BWCA,IWCH,IWCD,IWCA,PSCH,PSCD,PSCA,WHCH,WHCD,WHCA,VCCH,VCCD,VCCA,MaxCH,MaxCD,MaxCA,AvgCH,AvgCD,AvgCA,B365C>2.5,B365C<2.5,PC>2.5,PC<2.5,MaxC>2.5,MaxC<2.5,AvgC>2.5,AvgC<2.5,AHCh,B365CAHH,B365CAHA,PCAHH,PCAHA,MaxCAHH,MaxCAHA,AvgCAHH,AvgCAHA',
  'E0,09/08/2019,20:00,Liverpool,Norwich,4,1,H,4,0,H,M Oliver,15,12,7,5,9,9,11,2,0,2,0,0,1.14,10,19,1.14,8.25,18.5,1.15,8,18,1.15,9.59,18.05,1.12,8.5,21,1.14,9.5,23,1.16,10.5,23,1.14,9.08,19.48,1.4,3,1.4,3.11,1.45,3.2,1.39,3.03,-2.25,1.96,1.94,1.97,1.95,2.02,1.96,1.95,1.92,1.14,9.5,21,1.14,9,20,1.15,8,18,1.14,10.43,19.63,1.11,9,21,1.14,10,23,1.16,10.5,23,1.14,9.29,20.99,1.3,3.5,1.34,3.56,1.36,3.9,1.32,3.48,-2.25,1.91,1.99,1.94,1.98,1.99,2.07,1.9,1.99',
  'E0,10/08/2019,12:30,West Ham,Man City,0,5,H,0,1,A,M Dean,5,14,3,9,6,13,1,1,2,2,0,0,12,6.5,1.22,11.5,6.25,1.25,11,6,1.25,11.88,6.45,1.26,11,6.5,1.25,11,6.5,1.25,12.75,6.75,1.29,11.87,6.36,1.25,1.44,2.88,1.45,2.91,1.47,3,1.43,2.86,1.75,1.94,1.96,1.95,1.97,1.98,2,1.91,1.96,12,7,1.22,11,6.75,1.24,11,6,1.25,12.04,7.04,1.24,13,7,1.22,13,7,1.22,13.5,7.35,1.27,11.87,6.61,1.24,1.3,3.5,1.33,3.56,1.36,3.8,1.31,3.5,1.75,1.9,2,1.92,2.01,1.98,2.06,1.88,2.01',
].join('\r\n');

const LAYOUT_2024_EU = [
  '\ufeffDiv,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,B365H,B365D,B365A,BWH,BWD,BWA,BFH,BFD,BFA,PSH,PSD,PSA,WHH,WHD,WHA,1XBH,1XBD,1XBA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,BFEH,BFED,BFEA,B365>2.5,B365<2.5,P>2.5,P<2.5,Max>2.5,Max<2.5,Avg>2.5,Avg<2.5,BFE>2.5,BFE<2.5,AHh,B365AHH,B365AHA,PAHH,PAHA,MaxAHH,MaxAHA,AvgAHH,AvgAHA,BFEAHH,BFEAHA,B365CH,B365CD,B365CA,BWCH,BWCD,BWCA,BFCH,BFCD,BFCA,PSCH,PSCD,PSCA,WHCH,WHCD,WHCA,1XBCH,1XBCD,1XBCA,MaxCH,MaxCD,MaxCA,AvgCH,AvgCD,AvgCA,BFECH,BFECD,BFECA,B365C>2.5,B365C<2.5,PC>2.5,PC<2.5,MaxC>2.5,MaxC<2.5,AvgC>2.5,AvgC<2.5,BFEC>2.5,BFEC<2.5,AHCh,B365CAHH,B365CAHA,PCAHH,PCAHA,MaxCAHH,MaxCAHA,AvgCAHH,AvgCAHA,BFECAHH,BFECAHA',
  "D1,23/08/2024,19:30,M'gladbach,Leverkusen,2,3,A,0,2,A,14,25,7,9,11,7,2,4,1,0,0,0,5.25,4.5,1.55,5,4.4,1.58,5,4.5,1.6,5.33,4.58,1.6,5,4.33,1.57,5.39,4.78,1.61,5.5,4.78,1.62,5.16,4.53,1.58,5.7,4.7,1.63,1.44,2.75,1.5,2.71,1.51,2.75,1.47,2.68,1.53,2.86,1,1.98,1.92,1.98,1.94,2.01,1.94,1.93,1.92,2,1.96,4.75,4.5,1.62,4.75,4.33,1.63,4.75,4.2,1.55,4.94,4.38,1.67,5,4.4,1.57,5.13,4.62,1.62,5.6,4.62,1.67,5.09,4.46,1.6,5.4,4.5,1.68,1.44,2.75,1.48,2.79,1.48,2.9,1.45,2.8,1.5,2.96,1,1.86,2.04,1.87,2.06,1.96,2.08,1.91,1.96,1.91,2.07",
].join('\n');

// 2025-26 layout (Betfred BFD next to bookmaker lists of the new kind); a live feed: no score yet.
const LAYOUT_2025_EN = [
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,B365H,B365D,B365A,BFDH,BFDD,BFDA,BMGMH,BMGMD,BMGMA,BVH,BVD,BVA,BWH,BWD,BWA,CLH,CLD,CLA,LBH,LBD,LBA,PSH,PSD,PSA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,BFEH,BFED,BFEA,B365>2.5,B365<2.5,P>2.5,P<2.5,AHh,B365AHH,B365AHA,B365CH,B365CD,B365CA,BFDCH,BFDCD,BFDCA,PSCH,PSCD,PSCA,AHCh,B365CAHH,B365CAHA',
  'E0,15/08/2025,20:00,Liverpool,Bournemouth,4,2,H,1,0,H,A Taylor,19,10,10,3,7,10,6,7,1,2,0,0,1.3,6,9.5,1.29,5.5,9,1.3,5.75,9.5,1.3,5.8,9.25,1.3,5.75,9,1.3,5.5,9,1.29,5.5,9.5,1.32,6,9.6,1.35,6.1,10,1.3,5.8,9.3,1.33,6,10,1.4,3,1.42,3,-1.5,1.93,1.97,1.33,5.5,8.5,1.33,5.25,8.5,1.33,5.6,9.4,-1.5,1.95,1.95',
  'E0,16/08/2025,,Aston Villa,Newcastle,,,,,,,,,,,,,,,,,,,,2.6,3.4,2.7,2.6,3.4,2.7,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,',
].join('\r\n');

const LAYOUT_2026_EU = [
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,HxG,AxG,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,B365H,B365D,B365A,BFDH,BFDD,BFDA,BVH,BVD,BVA,BWH,BWD,BWA,PPH,PPD,PPA,SKBH,SKBD,SKBA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,BFEH,BFED,BFEA,B365>2.5,B365<2.5,Max>2.5,Max<2.5,Avg>2.5,Avg<2.5,BFE>2.5,BFE<2.5,AHh,B365AHH,B365AHA,MaxAHH,MaxAHA,AvgAHH,AvgAHA,BFEAHH,BFEAHA,B365CH,B365CD,B365CA,MaxCH,MaxCD,MaxCA,AvgCH,AvgCD,AvgCA,AvgC>2.5,AvgC<2.5,AHCh,AvgCAHH,AvgCAHA',
  'SP1,21/08/2026,21:00,Dep. A Coruna,Sevilla,1,1,D,0,1,A,1.42,0.87,12,9,4,3,11,14,5,2,2,3,0,1,2.5,3.2,3,2.45,3.2,2.95,2.5,3.25,2.9,2.45,3.1,3,2.5,3.2,2.9,2.45,3.25,3,2.6,3.3,3.1,2.48,3.2,2.95,2.62,3.35,3.15,2.1,1.75,2.15,1.8,2.05,1.75,2.2,1.82,-0.25,1.95,1.95,2,2,1.93,1.93,2.02,2.02,2.4,3.25,3.1,2.5,3.4,3.2,2.42,3.25,3.05,2.02,1.8,-0.25,1.9,1.98',
].join('\n');

describe('parseFootballDataCsv', () => {
  it('parses the 2014-15 English layout: yy dates, no Time, BetBrain aggregates, BbAHh line, filler row', () => {
    const { matches, rejected } = parseFootballDataCsv(LAYOUT_2014_EN, { league: 'E0', season: '2014-15' });
    assert.equal(rejected.length, 0);
    assert.equal(matches.length, 1);
    const m = matches[0]!;
    assert.equal(m.date, '2014-08-16');
    assert.equal(m.kickoff, null);
    assert.deepEqual(
      [m.homeTeam, m.awayTeam, m.homeGoals, m.awayGoals, m.htHomeGoals, m.htAwayGoals],
      ['Arsenal', 'Crystal Palace', 2, 1, 1, 1],
    );
    assert.equal(m.referee, 'J Moss');
    assert.equal(m.stats.homeShots, 14);
    assert.equal(m.stats.awayRed, 1);
    assert.equal(m.stats.homeXg, null);
    assert.deepEqual(oddsOf(m, 'PS', '1X2', 'pre')?.prices, [1.26, 6.45, 14.01]);
    assert.deepEqual(oddsOf(m, 'PS', '1X2', 'close')?.prices, [1.29, 5.9, 12.75]);
    assert.deepEqual(oddsOf(m, 'SJ', '1X2', 'pre')?.prices, [1.25, 5.75, 12]);
    assert.deepEqual(oddsOf(m, 'Max', '1X2', 'pre')?.prices, [1.3, 6.7, 16]);
    assert.deepEqual(oddsOf(m, 'Avg', 'OU25', 'pre')?.prices, [1.72, 2.1]);
    const ah = oddsOf(m, 'Avg', 'AH', 'pre');
    assert.equal(ah?.line, -1.5);
    assert.deepEqual(ah?.prices, [1.78, 2.1]);
    assert.equal(oddsOf(m, 'Bb', '1X2', 'pre'), undefined);
  });

  it('parses the 2018-19 European layout (no Referee) and rejects a row with a missing team', () => {
    const { matches, rejected } = parseFootballDataCsv(LAYOUT_2018_EU, { league: 'SP1', season: '2018-19' });
    assert.equal(matches.length, 1);
    assert.equal(matches[0]!.date, '2018-08-17');
    assert.equal(matches[0]!.referee, null);
    assert.equal(matches[0]!.stats.homeShots, 22);
    assert.deepEqual(rejected, [{ row: 3, reason: 'missing team name' }]);
  });

  it('parses the 2019-20 layout: Time, closing odds, P>2.5/PC>2.5 as Pinnacle, AHh and AHCh lines', () => {
    const { matches, rejected } = parseFootballDataCsv(LAYOUT_2019_EN, { league: 'E0', season: '2019-20' });
    assert.equal(matches.length, 1);
    assert.equal(rejected.length, 1);
    assert.equal(rejected[0]!.row, 3);
    assert.match(rejected[0]!.reason, /result H disagrees with score 0-5/);
    const m = matches[0]!;
    assert.equal(m.kickoff, '20:00');
    assert.equal(m.date, '2019-08-09');
    assert.deepEqual(oddsOf(m, 'PS', 'OU25', 'pre')?.prices, [1.4, 3.11]);
    assert.deepEqual(oddsOf(m, 'PS', 'OU25', 'close')?.prices, [1.34, 3.56]);
    assert.deepEqual(oddsOf(m, 'Avg', '1X2', 'close')?.prices, [1.14, 9.29, 20.99]);
    assert.deepEqual(oddsOf(m, 'VC', '1X2', 'close')?.prices, [1.14, 10, 23]);
    const preAh = oddsOf(m, 'PS', 'AH', 'pre');
    assert.deepEqual([preAh?.line, ...(preAh?.prices ?? [])], [-2.25, 1.97, 1.95]);
    const closeAh = oddsOf(m, 'Max', 'AH', 'close');
    assert.deepEqual([closeAh?.line, ...(closeAh?.prices ?? [])], [-2.25, 1.99, 2.07]);
    const books1x2Close = m.odds.filter((o) => o.market === '1X2' && o.phase === 'close').map((o) => o.bookmaker);
    assert.deepEqual(books1x2Close.sort(), ['Avg', 'B365', 'BW', 'IW', 'Max', 'PS', 'VC', 'WH']);
  });

  it('parses the 2024-25 layout with a BOM: BF, 1XB and Betfair Exchange in every market', () => {
    const { matches, rejected } = parseFootballDataCsv(LAYOUT_2024_EU, { league: 'D1', season: '2024-25' });
    assert.equal(rejected.length, 0);
    const m = matches[0]!;
    assert.equal(m.homeTeam, "M'gladbach");
    assert.deepEqual(oddsOf(m, 'BF', '1X2', 'pre')?.prices, [5, 4.5, 1.6]);
    assert.deepEqual(oddsOf(m, '1XB', '1X2', 'close')?.prices, [5.13, 4.62, 1.62]);
    assert.deepEqual(oddsOf(m, 'BFE', 'OU25', 'close')?.prices, [1.5, 2.96]);
    assert.deepEqual(oddsOf(m, 'BFE', 'AH', 'close')?.prices, [1.91, 2.07]);
    assert.equal(oddsOf(m, 'BFE', 'AH', 'close')?.line, 1);
    assert.equal(m.odds.length, 38);
  });

  it('parses the 2025-26 layout: Betfred (BFD) is a bookmaker, and an unplayed fixture has null scores', () => {
    const { matches, rejected } = parseFootballDataCsv(LAYOUT_2025_EN, { league: 'E0', season: '2025-26' });
    assert.equal(rejected.length, 0);
    assert.equal(matches.length, 2);
    assert.deepEqual(oddsOf(matches[0]!, 'BFD', '1X2', 'pre')?.prices, [1.29, 5.5, 9]);
    assert.deepEqual(oddsOf(matches[0]!, 'BFD', '1X2', 'close')?.prices, [1.33, 5.25, 8.5]);
    assert.deepEqual(oddsOf(matches[0]!, 'CL', '1X2', 'pre')?.prices, [1.3, 5.5, 9]);
    const fixture = matches[1]!;
    assert.deepEqual(
      [fixture.homeGoals, fixture.awayGoals, fixture.htHomeGoals, fixture.kickoff],
      [null, null, null, null],
    );
    assert.deepEqual(oddsOf(fixture, 'BFD', '1X2', 'pre')?.prices, [2.6, 3.4, 2.7]);
    assert.equal(oddsOf(fixture, 'PS', '1X2', 'pre'), undefined);
  });

  it('parses the 2026-27 layout: no Pinnacle, xG columns, renamed team resolved through the alias table', () => {
    const { matches, rejected } = parseFootballDataCsv(LAYOUT_2026_EU, { league: 'SP1', season: '2026-27' });
    assert.equal(rejected.length, 0);
    const m = matches[0]!;
    assert.equal(m.homeTeam, 'La Coruna');
    assert.equal(m.stats.homeXg, 1.42);
    assert.equal(m.stats.awayXg, 0.87);
    assert.equal(m.stats.homeShots, 12);
    assert.deepEqual(oddsOf(m, 'SKB', '1X2', 'pre')?.prices, [2.45, 3.25, 3]);
    assert.deepEqual(oddsOf(m, 'Avg', 'OU25', 'close')?.prices, [2.02, 1.8]);
    assert.equal(m.odds.filter((o) => o.bookmaker === 'PS').length, 0);
  });

  it('rejects bad rows with a reason instead of throwing', () => {
    const header = 'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR';
    const text = [
      header,
      'E1,32/13/2020,Leeds,Hull,1,0,H,0,0,D',
      'E1,01/02/2020,Leeds,Hull,-1,0,H,0,0,D',
      'E1,01/02/2020,Leeds,Leeds,1,0,H,0,0,D',
      'E1,01/02/2020,Leeds,Hull,1,2,A,2,0,H',
      'E1,01/02/2020,Leeds,Hull,1,,H,,,',
      'E0,01/02/2020,Leeds,Hull,1,0,H,0,0,D',
      'E1,01/02/20,Leeds,Hull,1,0,H,1,0,H',
    ].join('\n');
    const { matches, rejected } = parseFootballDataCsv(text, { league: 'E1', season: '2019-20' });
    assert.equal(matches.length, 1);
    assert.equal(matches[0]!.date, '2020-02-01');
    assert.deepEqual(
      rejected.map((r) => r.row),
      [2, 3, 4, 5, 6, 7],
    );
    assert.match(rejected[0]!.reason, /unparsable date/);
    assert.match(rejected[1]!.reason, /impossible full-time score/);
    assert.match(rejected[2]!.reason, /cannot play itself/);
    assert.match(rejected[3]!.reason, /half-time score 2-0 exceeds full-time 1-2/);
    assert.match(rejected[4]!.reason, /impossible full-time score/);
    assert.match(rejected[5]!.reason, /division E0 does not match league E1/);
  });

  it('skips an odds group with a blank or invalid price and reports a header without required columns', () => {
    const text =
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,B365H,B365D,B365A,PSH,PSD,PSA\nF1,09/08/19,Monaco,Lyon,0,3,A,2.1,,3.4,2.2,3.5,x';
    const { matches } = parseFootballDataCsv(text, { league: 'F1', season: '2019-20' });
    assert.deepEqual(matches[0]!.odds, []);
    const bad = parseFootballDataCsv('Div,When,Home,Away\nF1,1,2,3', { league: 'F1', season: '2019-20' });
    assert.equal(bad.matches.length, 0);
    assert.match(bad.rejected[0]!.reason, /Date, HomeTeam, AwayTeam/);
  });
});

describe('readFootballDataFolder', () => {
  it('reads <league>/<season>.csv files filtered by league and season', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fd-folder-'));
    try {
      await mkdir(path.join(dir, 'E0'));
      await mkdir(path.join(dir, 'SP1'));
      await writeFile(path.join(dir, 'E0', '2014-15.csv'), LAYOUT_2014_EN);
      await writeFile(path.join(dir, 'E0', '2019-20.csv'), LAYOUT_2019_EN);
      await writeFile(path.join(dir, 'E0', 'notes.txt'), 'not a season file');
      await writeFile(path.join(dir, 'SP1', '2018-19.csv'), LAYOUT_2018_EU);
      const all = await readFootballDataFolder(dir);
      assert.deepEqual(
        all.map((f) => `${f.league}/${f.season}:${f.matches.length}`),
        ['E0/2014-15:1', 'E0/2019-20:1', 'SP1/2018-19:1'],
      );
      assert.match(all[0]!.contentHash, /^[0-9a-f]{64}$/);
      const some = await readFootballDataFolder(dir, { leagues: ['E0'], seasons: ['2019-20'] });
      assert.deepEqual(
        some.map((f) => `${f.league}/${f.season}`),
        ['E0/2019-20'],
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
