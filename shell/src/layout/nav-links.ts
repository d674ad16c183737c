/** The six links of the public navigation bar (spec §2, §9). */
export const navLinks: readonly { label: string; to: string }[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-oddslab' },
  { label: 'News Room', to: '/news-room' },
  { label: 'Rumour Mill', to: '/rumour-mill' },
  { label: 'Tokenomics', to: '/tokenomics' },
  { label: 'Algorithm', to: '/algorithm' },
];
