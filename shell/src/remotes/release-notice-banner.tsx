import { selectSessionUser } from '@oddslab/shared/session';
import { useSelector } from 'react-redux';
import styled from 'styled-components';

export interface ReleaseNoticeBannerProps {
  /** One sentence per remote whose released version the shell could not run (see /releases.json). */
  notices: readonly string[];
  /** A test deployment (QA_PANEL=true) shows release information to everyone. */
  showToEveryone: boolean;
}

/** Tells admins and QA that a remote runs an older release than the one released, and why. */
export function ReleaseNoticeBanner({ notices, showToEveryone }: ReleaseNoticeBannerProps) {
  const user = useSelector(selectSessionUser);
  if (notices.length === 0 || (!showToEveryone && user?.role !== 'ADMIN')) return null;
  return (
    <Banner role="region" aria-label="Release notices">
      <strong>Not every released version is running:</strong>
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </Banner>
  );
}

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.warning};
  color: #1c1402;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    margin: 2px 0 0;
    padding-left: 18px;
  }
`;
