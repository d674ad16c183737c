import styled from 'styled-components';

/** The public pages' page-width column (marketing and articles), padded below the fixed navigation bar. */
export const PageColumn = styled.div`
  width: 100%;
  max-width: 1180px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  }
`;
