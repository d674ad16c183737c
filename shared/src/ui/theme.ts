/** Dark navy surfaces with an emerald accent: the OddsLab betting-analytics look. */
export const theme = {
  colors: {
    background: '#0a1120',
    surface: '#111b2e',
    surfaceRaised: '#17243d',
    surfaceHover: '#1d2c49',
    border: '#26365a',
    text: '#e7eef8',
    textMuted: '#9aabc4',
    primary: '#10b981',
    primaryHover: '#0ea371',
    primaryText: '#03140d',
    accentSoft: 'rgba(16, 185, 129, 0.14)',
    /** Text and marks: 4.5:1 on every surface and on its own soft tint (the away-win badge). */
    danger: '#f87171',
    /** Filled danger buttons: white text on it keeps a 4.5:1 contrast (danger itself is for text on dark). */
    dangerStrong: '#c62828',
    dangerSoft: 'rgba(248, 113, 113, 0.14)',
    warning: '#f5b83d',
    warningSoft: 'rgba(245, 184, 61, 0.16)',
    success: '#22c55e',
    successSoft: 'rgba(34, 197, 94, 0.16)',
    neutral: '#94a3b8',
    neutralSoft: 'rgba(148, 163, 184, 0.18)',
    focus: '#5eead4',
    overlay: 'rgba(2, 6, 23, 0.72)',
  },
  fonts: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.3), 0 8px 24px rgba(0, 0, 0, 0.25)',
    popover: '0 12px 40px rgba(0, 0, 0, 0.45)',
  },
  /** Widths in px: tablet shows the social rail, desktop keeps sidebars expanded (spec §9: 1024). */
  breakpoints: { tablet: 768, desktop: 1024, wide: 1440 },
  media: {
    tablet: '@media (min-width: 768px)',
    desktop: '@media (min-width: 1024px)',
    belowDesktop: '@media (max-width: 1023.98px)',
  },
  zIndex: { nav: 100, dropdown: 200, modal: 1000, toast: 2000 },
  transitions: { fast: '120ms ease-out', normal: '220ms ease-out' },
} as const;

export type OddsLabTheme = typeof theme;
