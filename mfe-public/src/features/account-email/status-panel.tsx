import { PageColumn } from '@oddslab/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type StatusTone = 'working' | 'success' | 'problem';

const Panel = styled.section<{ $tone: StatusTone }>`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 { color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.primary : theme.colors.text)}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface StatusPanelProps {
  title: string;
  tone: StatusTone;
  children: ReactNode;
  actions?: ReactNode;
}

/** The outcome of following a mailed link: what happened, in words, and where to go next. */
export function StatusPanel({ title, tone, children, actions }: StatusPanelProps) {
  return (
    <PageColumn>
      <Panel $tone={tone} aria-live="polite" aria-busy={tone === 'working'}>
        <h1>{title}</h1>
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </PageColumn>
  );
}
