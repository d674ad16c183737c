import styled from 'styled-components';
import type { RemoteManifestMap } from './remote-names';

export interface OverrideBannerProps {
  overrides: RemoteManifestMap;
  rejected: readonly string[];
  onReset: () => void;
}

/** Tells QA (and anyone else) that remotes are loaded from non-published locations, with a way back. */
export function OverrideBanner({ overrides, rejected, onReset }: OverrideBannerProps) {
  const entries = Object.entries(overrides);
  if (entries.length === 0 && rejected.length === 0) return null;
  return (
    <Banner role="region" aria-label="Remote overrides">
      <Content>
        {entries.length > 0 && (
          <>
            <strong>Remote overrides active:</strong>
            <ul>
              {entries.map(([name, url]) => (
                <li key={name}>
                  <code>{name}</code> → <code>{url}</code>
                </li>
              ))}
            </ul>
          </>
        )}
        {rejected.length > 0 && (
          <>
            <strong>Refused overrides (nothing was loaded from them):</strong>
            <ul>
              {rejected.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        )}
      </Content>
      <ResetButton type="button" onClick={onReset}>
        Reset
      </ResetButton>
    </Banner>
  );
}

// Sticky at the end of the page: always in view, yet never covering the footer once scrolled to the bottom.
const Banner = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.modal - 1};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.warning};
  color: #1c1402;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: 0 -6px 20px rgba(0, 0, 0, 0.35);
`;

const Content = styled.div`
  min-width: 0;

  ul {
    margin: 2px 0 0;
    padding-left: 18px;
  }

  code {
    word-break: break-all;
  }
`;

const ResetButton = styled.button`
  flex-shrink: 0;
  padding: 8px 16px;
  border: 1px solid #1c1402;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #1c1402;
  color: ${({ theme }) => theme.colors.warning};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
