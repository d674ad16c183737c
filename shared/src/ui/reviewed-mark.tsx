import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  vertical-align: middle;
`;

/**
 * Says that the probabilities beside it are an analyst's review of the model's, in words (the tick is decoration):
 * screen readers and colour-blind readers get the same message.
 */
export function ReviewedMark() {
  return (
    <Mark>
      <span aria-hidden="true">✓</span>
      Reviewed by an analyst
    </Mark>
  );
}
