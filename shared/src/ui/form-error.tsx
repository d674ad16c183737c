import styled from 'styled-components';

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FormErrorProps {
  message?: string | null;
  id?: string;
  className?: string;
}

/** An inline form message announced to screen readers; renders nothing without a message. */
export function FormError({ message, id, className }: FormErrorProps) {
  if (!message) return null;
  return (
    <ErrorText id={id} role="alert" className={className}>
      {message}
    </ErrorText>
  );
}
