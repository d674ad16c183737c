import styled from 'styled-components';

/** Label and value pairs (`<div><dt/><dd/></div>` or bare `<dt/><dd/>`) in two aligned columns: muted labels, bold values. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;
