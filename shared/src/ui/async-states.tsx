import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spinner = styled.span`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const ErrorMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

const Message = styled.p`
  margin: 0;
`;

export interface LoadingStateProps {
  /** Spec texts such as 'Loading articles...'; defaults to 'Loading...'. */
  message?: string;
  /** The room the loaded content will take (a CSS length), so nothing below moves when it arrives. */
  minHeight?: string;
  className?: string;
}

export function LoadingState({ message = 'Loading...', minHeight, className }: LoadingStateProps) {
  return (
    <Panel role="status" aria-live="polite" className={className} style={minHeight ? { minHeight } : undefined}>
      <Spinner aria-hidden="true" />
      <Message>{message}</Message>
    </Panel>
  );
}

export interface ErrorStateProps {
  message: string;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ message, onRetry, retryLabel = 'Retry', className }: ErrorStateProps) {
  return (
    <Panel className={className}>
      <ErrorMessage role="alert">{message}</ErrorMessage>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Panel>
  );
}

export interface EmptyStateProps {
  message: string;
  /** Optional follow-up, e.g. a link or button. */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ message, children, className }: EmptyStateProps) {
  return (
    <Panel className={className}>
      <Message>{message}</Message>
      {children}
    </Panel>
  );
}
