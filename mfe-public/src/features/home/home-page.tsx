import { FadeInSection, PageColumn } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { CtaLink } from '../../components/cta-link';
import { Eyebrow, Lead, SectionHeading } from '../../components/marketing-layout';
import { FEATURE_CARDS, FRAMEWORK_STEPS } from './home-content';
import { TrackRecordPanel } from './track-record-panel';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.xxl} 0;
  background:
    radial-gradient(circle at 80% 10%, ${({ theme }) => theme.colors.accentSoft}, transparent 55%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.surface}, ${({ theme }) => theme.colors.background});
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.tablet} {
    padding: 96px 0;
  }
`;

const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  max-width: 1180px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const HeroTitle = styled.h1`
  font-size: clamp(2.1rem, 1.3rem + 3.6vw, 4rem);
  line-height: 1.08;
  letter-spacing: -0.02em;
  max-width: 16ch;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const HeroText = styled(Lead)`
  font-size: clamp(1.05rem, 1rem + 0.4vw, 1.25rem);
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Strategy = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.surface});
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export function HomePage() {
  return (
    <>
      <Hero aria-labelledby="home-hero-title">
        <HeroInner>
          <div>
            <Eyebrow>Football probabilities, priced against the market</Eyebrow>
            <HeroTitle id="home-hero-title">Intelligent Football Betting Analytics</HeroTitle>
            <HeroText>
              OddsLab turns years of results and bookmaker prices into calibrated probabilities for match outcomes,
              total goals and handicaps, and points out where the market has it wrong.
            </HeroText>
            <CtaLink to="/about-oddslab">Explore Insights</CtaLink>
          </div>
          <TrackRecordPanel />
        </HeroInner>
      </Hero>
      {/* Headings and cards fade in one by one: a block taller than the screen would never reach 80% in view. */}
      <PageColumn as="section" aria-labelledby="home-precision">
        <FadeInSection as="div">
          <SectionHeading id="home-precision">Precision in Predictive Analytics</SectionHeading>
          <Lead>
            Every estimate is a probability, not a tip. Our models are fitted only on matches played before the one they
            price, and they are scored on how well those probabilities held up: accuracy, Brier score and the return of
            the picks they would have made.
          </Lead>
        </FadeInSection>
        <Grid $columns={3}>
          {FEATURE_CARDS.map((card) => (
            <FadeInSection as="li" key={card.title}>
              <Tile>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </Tile>
            </FadeInSection>
          ))}
        </Grid>
      </PageColumn>
      <PageColumn as="section" aria-labelledby="home-framework">
        <FadeInSection as="div">
          <SectionHeading id="home-framework">Analytical Framework</SectionHeading>
          <Lead>Four steps take a fixture from raw data to a signal you can act on.</Lead>
        </FadeInSection>
        <Grid as="ol" $columns={4}>
          {FRAMEWORK_STEPS.map((step, index) => (
            <FadeInSection as="li" key={step.title}>
              <Tile>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Tile>
            </FadeInSection>
          ))}
        </Grid>
      </PageColumn>
      <PageColumn>
        <FadeInSection as="div">
          <Strategy as="section" aria-labelledby="home-strategy">
            <SectionHeading id="home-strategy">Enhance Your Strategy</SectionHeading>
            <Lead>
              Use model probabilities, fair odds and value signals alongside your own judgement. Analytics are
              estimates, not guarantees: stake only what you can afford to lose.
            </Lead>
            <Actions>
              <CtaLink to="/signin">Create an account</CtaLink>
              <CtaLink to="/login" $variant="secondary">
                Log in
              </CtaLink>
            </Actions>
          </Strategy>
        </FadeInSection>
      </PageColumn>
    </>
  );
}
