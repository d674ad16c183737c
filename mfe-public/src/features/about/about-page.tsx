import { FadeInSection, PageColumn, PageTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CtaLink } from '../../components/cta-link';
import { Lead, SectionHeading } from '../../components/marketing-layout';

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
  p, li {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 72ch;
  }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  ul { margin: 0 0 ${({ theme }) => theme.space.lg}; padding-left: 1.2em; }
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const BlockHeading = styled(SectionHeading)`
  font-size: clamp(1.35rem, 1.15rem + 0.8vw, 1.75rem);
`;

export function AboutPage() {
  return (
    <PageColumn>
      <PageTitle subtitle="Probability-first football analytics, built in the open.">About OddsLab</PageTitle>

      <FadeInSection as="div">
        <Block aria-labelledby="about-who">
          <BlockHeading id="about-who">Who we are</BlockHeading>
          <div>
            <p>
              OddsLab is a small team of engineers and analysts who like football and statistics in equal measure. We
              build tools that estimate how likely each result of a match is, and compare those estimates with the
              prices bookmakers and exchanges offer.
            </p>
            <p>
              We are not tipsters. We publish probabilities, the data they come from and how well they have performed,
              so you can decide for yourself what to do with them.
            </p>
          </div>
        </Block>
      </FadeInSection>

      <FadeInSection as="div">
        <Block aria-labelledby="about-betting">
          <BlockHeading id="about-betting">Sports betting, honestly</BlockHeading>
          <div>
            <p>
              A bookmaker's odds are a probability plus a margin. Over many bets that margin works against the bettor,
              and most people who bet lose money over time. The only sustainable way to do better is to find prices that
              are wrong by more than the margin, and to stake sensibly when you do.
            </p>
            <p>
              That is what our models look for. Even so, a good probability still loses often: a 60% chance fails four
              times in ten. Treat every figure on this site as an estimate, never a guarantee, and never stake money you
              cannot afford to lose.
            </p>
          </div>
        </Block>
      </FadeInSection>

      <FadeInSection as="div">
        <Block aria-labelledby="about-invest">
          <BlockHeading id="about-invest">Why invest</BlockHeading>
          <div>
            <p>
              The OLAB token funds the development of the platform. Holders receive concrete product benefits, such as
              reduced subscription fees, which are listed on the <Link to="/tokenomics">tokenomics</Link> page together
              with the supply and its allocation.
            </p>
            <p>
              Tokens can lose some or all of their value and may be hard to sell. Nothing on this site is financial
              advice; read the disclaimer and only commit what you are prepared to lose.
            </p>
          </div>
        </Block>
      </FadeInSection>

      <FadeInSection as="div">
        <Block aria-labelledby="about-different">
          <BlockHeading id="about-different">What is different</BlockHeading>
          <div>
            <ul>
              <li>
                <strong>Measured, not claimed.</strong> Models are tested walk-forward: fitted only on the past, then
                scored on the next round of matches, with accuracy, Brier score, log loss and return reported side by
                side with the market's own prices.
              </li>
              <li>
                <strong>Margin-free comparisons.</strong> We remove the bookmaker's margin before comparing, so an edge
                shown is an edge over a fair price, not over an inflated one.
              </li>
              <li>
                <strong>Transparent inputs.</strong> Results and odds come from public historical records covering six
                European leagues since the 2014-15 season.
              </li>
              <li>
                <strong>Tools for exchanges.</strong> Signals cover both backing and laying, with a suggested stake
                fraction rather than an all-in call.
              </li>
            </ul>
            <Lead>Ready to look at the numbers yourself?</Lead>
            <CtaLink to="/signin">Create a free account</CtaLink>
          </div>
        </Block>
      </FadeInSection>
    </PageColumn>
  );
}
