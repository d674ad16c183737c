import styled from 'styled-components';
import { SocialIcon, socialLinks } from './social-links';

/** Fixed column of social links on the left edge, from tablet width upward. */
export function SocialRail() {
  return (
    <Rail aria-label="Social media">
      <ul>
        {socialLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
              <SocialIcon path={link.iconPath} />
            </a>
          </li>
        ))}
      </ul>
    </Rail>
  );
}

const Rail = styled.nav`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: block;
    position: fixed;
    left: ${({ theme }) => theme.space.md};
    top: 50%;
    transform: translateY(-50%);
    z-index: ${({ theme }) => theme.zIndex.nav - 1};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(17, 27, 46, 0.85);
    backdrop-filter: blur(8px);
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;
