import type { ArticleCategory } from '@oddslab/shared/contract';

/** Original starter articles for an empty database. Sections become h1/h2 + p + ul HTML. */
export interface SeedArticle {
  category: ArticleCategory;
  title: string;
  summary: string;
  source: string | null;
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
}

export const SEED_ARTICLES: SeedArticle[] = [
  {
    category: 'NEWS',
    title: 'Why closing odds are the toughest benchmark in football betting',
    summary:
      'The last price before kick-off absorbs team news, weather and sharp money. Beating it consistently is the clearest sign that a model has found real value rather than luck.',
    source: 'OddsLab Research',
    sections: [
      {
        heading: 'The market as a forecaster',
        paragraphs: [
          'Bookmaker prices move from the moment a fixture opens until the whistle. By kick-off they reflect line-ups, injuries and the opinions of the best-informed bettors.',
          'That makes the closing price a demanding yardstick: a model that regularly gets better odds than the close is usually right about where the market was heading.',
        ],
      },
      {
        heading: 'How we measure it',
        paragraphs: ['Every recommendation OddsLab records is compared with the closing price once the market shuts.'],
        bullets: [
          'Closing line value: the percentage by which our price beat the close',
          'Return at the recommended price and at the closing price',
          'Calibration of our probabilities against the no-vig closing probabilities',
        ],
      },
    ],
  },
  {
    category: 'NEWS',
    title: 'Home advantage after the empty-stadium seasons',
    summary:
      'Matches played without crowds cut the home edge sharply. Our ratings show how much of it returned once supporters were back, and why a fixed home bonus is a mistake.',
    source: 'OddsLab Research',
    sections: [
      {
        heading: 'A natural experiment',
        paragraphs: [
          'When leagues played behind closed doors, home sides won noticeably less often across Europe. Travel and familiarity still mattered, but the crowd effect all but vanished.',
        ],
      },
      {
        heading: 'What the model does',
        paragraphs: ['Our ratings estimate home advantage per league and let it drift over time instead of fixing it.'],
        bullets: [
          'Recent seasons weigh more than old ones',
          'Each league gets its own home parameter',
          'Admins can tune the home-advantage weight and see the backtest change',
        ],
      },
    ],
  },
  {
    category: 'NEWS',
    title: 'Expected goals explained in five minutes',
    summary:
      'Expected goals turn every chance into a probability. Added up, they describe how well a team created and conceded chances, which predicts future results better than the scoreline.',
    source: null,
    sections: [
      {
        heading: 'From shots to probabilities',
        paragraphs: [
          'Each shot is rated by how often similar chances are scored. A penalty is worth far more than a speculative effort from thirty yards.',
        ],
      },
      {
        heading: 'Why it helps forecasting',
        paragraphs: ['Goals are rare and noisy; chance quality is more stable from week to week.'],
        bullets: [
          'A side that wins while conceding big chances is due a correction',
          'A side that loses while dominating chances is often underrated by the market',
        ],
      },
    ],
  },
  {
    category: 'NEWS',
    title: 'Bankroll discipline: what a fractional Kelly stake means',
    summary:
      'Kelly staking sizes a bet by its edge and its odds. Most professionals stake only a fraction of it, trading a little growth for much smaller swings.',
    source: 'OddsLab Research',
    sections: [
      {
        heading: 'The formula in plain words',
        paragraphs: [
          'The bigger the edge and the shorter the odds, the larger the suggested stake. With no edge, the stake is zero.',
        ],
      },
      {
        heading: 'Why a fraction',
        paragraphs: [
          'Our probabilities are estimates, so full Kelly would over-bet whenever the model is too confident.',
        ],
        bullets: ['Quarter to half Kelly is common', 'Never stake money you cannot afford to lose'],
      },
    ],
  },
  {
    category: 'NEWS',
    title: 'Promoted clubs: how quickly do ratings catch up?',
    summary:
      'Newly promoted teams arrive with little top-flight evidence. We blend their second-tier form with a promotion prior and let early matches move the rating fast.',
    source: null,
    sections: [
      {
        heading: 'The cold-start problem',
        paragraphs: [
          'A club that dominated the second tier has never faced this level of opposition. Treating its old numbers as top-flight numbers overrates it.',
        ],
      },
      {
        heading: 'Our approach',
        paragraphs: [
          'Promoted sides start from the typical level of past promoted clubs and adjust as results arrive.',
        ],
        bullets: ['A larger learning rate in the first weeks', 'Uncertainty shown in the prediction confidence'],
      },
    ],
  },
  {
    category: 'NEWS',
    title: 'Removing the bookmaker margin, step by step',
    summary:
      'Add up the implied probabilities of a market and you get more than 100%. The excess is the margin; removing it fairly is the first step in comparing our numbers with the market.',
    source: 'OddsLab Research',
    sections: [
      {
        heading: 'Where the overround comes from',
        paragraphs: [
          'Bookmakers shade every price slightly below its fair value, so the implied probabilities sum to more than one.',
        ],
      },
      {
        heading: 'Fair probabilities',
        paragraphs: [
          'Simple normalisation spreads the margin evenly; better methods account for the favourite-longshot bias.',
        ],
        bullets: ['Proportional normalisation', 'Power method', "Shin's method for insider trading"],
      },
    ],
  },
  {
    category: 'NEWS',
    title: 'Low-scoring draws and the Dixon-Coles correction',
    summary:
      'Independent Poisson models miss how often 0-0 and 1-1 happen. A small correction for low scores fixes the draw probability that matters so much in the 1X2 market.',
    source: null,
    sections: [
      {
        heading: 'The problem with independence',
        paragraphs: [
          'Treating home and away goals as independent underestimates goalless and one-all draws in most leagues.',
        ],
      },
      {
        heading: 'The fix',
        paragraphs: [
          'A dependence parameter adjusts only the four lowest scorelines, leaving the rest of the grid intact.',
        ],
        bullets: ['Better draw probabilities', 'Better under 2.5 goals prices'],
      },
    ],
  },
  {
    category: 'NEWS',
    title: 'Season simulations: reading title and relegation odds',
    summary:
      'We replay the rest of each season thousands of times with our match probabilities. The share of runs in which a team finishes top is its title chance.',
    source: 'OddsLab Research',
    sections: [
      {
        heading: 'Monte Carlo in one paragraph',
        paragraphs: [
          'Each remaining fixture is drawn from its predicted score distribution, the table is recomputed, and the process repeats.',
        ],
      },
      {
        heading: 'How to use the numbers',
        paragraphs: ['Compare simulated chances with outright prices to spot long-term value.'],
        bullets: ['Title, top-four and relegation probabilities', 'Expected final points'],
      },
    ],
  },
  {
    category: 'RUMOUR',
    title: 'Striker swap talk heats up before the window opens',
    summary:
      'Two mid-table clubs are said to be discussing an exchange of forwards. Neither club has commented, and our ratings suggest the move would barely change either attack.',
    source: 'Transfer whispers',
    sections: [
      {
        heading: 'What is being said',
        paragraphs: [
          'Reports suggest an exchange of out-of-favour strikers, with a small fee moving one way. Both players have struggled for minutes this season.',
        ],
      },
      {
        heading: 'Our take',
        paragraphs: ['Rumours move prices before facts do; we wait for confirmed line-ups.'],
        bullets: ['No change to ratings until a deal is announced', 'Watch for late team news on match day'],
      },
    ],
  },
  {
    category: 'RUMOUR',
    title: 'Manager under pressure after a winless run',
    summary:
      'A six-match run without a win has fuelled talk of a change in the dugout. History says new-manager bounces are smaller than the market tends to price in.',
    source: null,
    sections: [
      {
        heading: 'The chatter',
        paragraphs: [
          'Supporters and local press are openly discussing replacements after another late equaliser conceded.',
        ],
      },
      {
        heading: 'What the data says',
        paragraphs: [
          'Short-term bounces after a change are often regression to the mean rather than a real improvement.',
        ],
        bullets: [
          'Underlying chance numbers matter more than the run of results',
          'Be wary of inflated prices after an appointment',
        ],
      },
    ],
  },
  {
    category: 'RUMOUR',
    title: 'Goalkeeper injury doubt ahead of the derby',
    summary:
      'The first-choice goalkeeper reportedly missed training this week. If the back-up starts, our model expects a small rise in goals conceded.',
    source: 'Matchday notes',
    sections: [
      {
        heading: 'The report',
        paragraphs: ['Training-ground observers say the keeper did not take part in the main session on Thursday.'],
      },
      {
        heading: 'Possible impact',
        paragraphs: ['Back-up keepers tend to concede slightly more, though the effect is small over one match.'],
        bullets: ['Over 2.5 goals price may shorten', 'Confirmed line-ups arrive an hour before kick-off'],
      },
    ],
  },
  {
    category: 'RUMOUR',
    title: 'Winter signing could reshape a relegation battle',
    summary:
      'A club near the bottom is linked with an experienced centre-back. Defensive signings mid-season rarely change survival odds as much as fans hope.',
    source: null,
    sections: [
      {
        heading: 'The link',
        paragraphs: ['A veteran defender with top-flight experience is said to be close to a short-term contract.'],
      },
      {
        heading: 'Survival maths',
        paragraphs: ['Our season simulations move only a few points for a single signing.'],
        bullets: ['Points gap to safety matters most', 'Fixture difficulty in the run-in is the next factor'],
      },
    ],
  },
  {
    category: 'RUMOUR',
    title: 'Academy prospect tipped for a first-team debut',
    summary:
      'A teenage midfielder has been training with the senior squad. Debuts for young players usually come in cup ties or dead rubbers rather than title races.',
    source: 'Youth football watch',
    sections: [
      {
        heading: 'Why the buzz',
        paragraphs: ['The player impressed in youth league matches and has been named on the bench twice.'],
      },
      {
        heading: 'For bettors',
        paragraphs: ['Rotation in cup matches can shift prices more than one debut.'],
        bullets: ['Check the cup schedule', 'Line-up news moves the market late'],
      },
    ],
  },
  {
    category: 'RUMOUR',
    title: 'Stadium move talk resurfaces',
    summary:
      'Plans for a larger ground are back in the local news. Home advantage after a move often dips while players adjust to new surroundings.',
    source: null,
    sections: [
      {
        heading: 'The plans',
        paragraphs: [
          'Early drawings of a bigger stadium have been shared with supporters groups, though no timeline is fixed.',
        ],
      },
      {
        heading: 'Does a new ground matter?',
        paragraphs: ['Some clubs have seen a short-lived fall in home results after moving.'],
        bullets: ['Our home-advantage estimate updates with every match', 'No change until a move happens'],
      },
    ],
  },
  {
    category: 'RUMOUR',
    title: 'Captain contract stand-off rumoured',
    summary:
      'Talks over a new deal for the club captain are said to have stalled. Off-field noise rarely shows up in performance data, but squad morale stories are worth watching.',
    source: 'Transfer whispers',
    sections: [
      {
        heading: 'The story',
        paragraphs: ['Negotiations are reportedly stuck on the length of the contract rather than wages.'],
      },
      {
        heading: 'Effect on the pitch',
        paragraphs: ['We found no measurable link between contract disputes and match results in past seasons.'],
        bullets: ['Selection matters more than headlines', 'Our ratings follow results and chance quality'],
      },
    ],
  },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** h1 title, then h2 + paragraphs + optional bullet list per section. */
export function renderSeedArticleHtml(article: SeedArticle): string {
  const parts = [`<h1>${escapeHtml(article.title)}</h1>`];
  for (const section of article.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const paragraph of section.paragraphs) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    if (section.bullets?.length) {
      parts.push(`<ul>${section.bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`).join('')}</ul>`);
    }
  }
  return parts.join('\n');
}
