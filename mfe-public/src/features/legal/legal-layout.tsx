import styled from 'styled-components';

/** A titled section of a policy page: heading beside the text on wide screens, above it on phones. */
export const PolicySection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p, li {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 72ch;
  }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  ul { margin: 0 0 ${({ theme }) => theme.space.md}; padding-left: 1.2em; }
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
  strong { color: ${({ theme }) => theme.colors.text}; }
`;
