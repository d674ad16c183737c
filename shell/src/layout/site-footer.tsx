import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteConfig } from '../app/use-site-config';
import { Logo } from './logo';
import { SocialIcon, socialLinks } from './social-links';

/** Footer of the public pages: brand, tagline, the four social links, the data credit and, for QA, Versions. */
export function SiteFooter() {
  const { qaPanel } = useSiteConfig();
  return (
    <Footer>
      <Inner>
        <Brand>
          <Logo />
          <Tagline>Data-Driven Sports Analytics for everyone</Tagline>
        </Brand>
        <Social aria-label="Follow OddsLab">
          {socialLinks.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
              <SocialIcon path={link.iconPath} />
            </a>
          ))}
        </Social>
      </Inner>
      <Policies aria-label="Policies">
        <Link to="/terms">Terms and Conditions</Link>
        <Link to="/responsible-gambling">Responsible Gambling</Link>
      </Policies>
      <Copyright>© {new Date().getFullYear()} OddsLab. Probability estimates, not guarantees.</Copyright>
      {/* The results and odds behind every figure come from this source; its terms ask for credit. */}
      <Copyright>
        Match data: <a href="https://www.football-data.co.uk">football-data.co.uk</a>
      </Copyright>
      {qaPanel && (
        <Copyright>
          Test deployment: <Link to="/versions">Versions</Link>
        </Copyright>
      )}
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1100px;
  margin: 0 auto;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Social = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Policies = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  max-width: 1100px;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

const Copyright = styled.p`
  max-width: 1100px;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
