import styled from 'styled-components';

/**
 * Label and value pairs (`<div><dt/><dd/></div>` or bare `<dt/><dd/>`) in two aligned columns: muted labels, bold
 * values. A long label ('Nottingham Forest form') wraps at half the width rather than squeezing its value on a phone.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;
