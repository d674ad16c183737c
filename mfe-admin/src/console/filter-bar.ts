import styled from 'styled-components';

/** A row of filter fields and their button above a console list or chart; render it `as="form"` to submit. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > div { flex: 0 1 260px; }
`;
