import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The OddsLab mark and name, linking to the home page. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <LogoLink to="/" onClick={onNavigate} aria-label="OddsLab home">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id="oddslab-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#34d399" />
            <stop offset="1" stopColor="#0ea5e9" />
          </linearGradient>
        </defs>
        <rect x="1" y="1" width="30" height="30" rx="8" fill="url(#oddslab-mark)" />
        <path
          d="M8 21l5-6 4 3 7-9"
          fill="none"
          stroke="#03140d"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="9" r="2.2" fill="#03140d" />
      </svg>
      <span>OddsLab</span>
    </LogoLink>
  );
}

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.02em;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
