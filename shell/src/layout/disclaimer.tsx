import { useId, useState } from 'react';
import styled from 'styled-components';

/** Height of the collapsed disclaimer: 32 spacing units of 0.25rem. */
const collapsedHeight = '8rem';

/** Risk disclaimer shown on every public page; collapsed to a fixed height until the reader expands it. */
export function Disclaimer() {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();

  return (
    <Section aria-labelledby={`${textId}-title`}>
      <h2 id={`${textId}-title`}>Disclaimer</h2>
      <Text id={textId} $expanded={expanded} data-expanded={expanded}>
        <p>
          OddsLab provides data-driven football analytics. Every figure on this site — probabilities, predicted scores,
          value ratings and recommendations — is a statistical estimate produced by our models from historical and
          market data. Estimates are not guarantees: matches are uncertain and models can be wrong.
        </p>
        <p>
          The content on OddsLab is for information only and is not financial, investment or betting advice. Nothing
          here is an offer or a solicitation to place a bet, trade on an exchange or buy any token or other asset. Past
          performance, including backtests and historical returns, does not predict future results.
        </p>
        <p>
          Betting and crypto-assets carry risk, including the loss of all the money you stake or invest. Only bet or
          invest what you can afford to lose, check that betting and token purchases are legal where you live, and never
          bet if you are under the legal age. If gambling stops being fun, take a break and seek help from a support
          service in your country.
        </p>
        <p>
          The OLAB token is a utility token. Its value can fall as well as rise and it may become illiquid. Token
          benefits such as subscription discounts or NFTs may change or end.
        </p>
      </Text>
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show Less' : 'Read Full Disclaimer'}
      </Toggle>
    </Section>
  );
}

const Section = styled.section`
  max-width: 1100px;
  margin: ${({ theme }) => theme.space.xxl} auto 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Text = styled.div<{ $expanded: boolean }>`
  position: relative;
  max-height: ${({ $expanded }) => ($expanded ? 'none' : collapsedHeight)};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  &::after {
    content: '';
    display: ${({ $expanded }) => ($expanded ? 'none' : 'block')};
    position: absolute;
    inset: auto 0 0 0;
    height: 3rem;
    background: linear-gradient(transparent, ${({ theme }) => theme.colors.surface});
  }
`;

const Toggle = styled.button`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
