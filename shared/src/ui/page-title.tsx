import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from './use-document-title';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h1`
  font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
  font-weight: 700;
  letter-spacing: -0.01em;
  margin: 0;
`;

const Subtitle = styled.p`
  min-height: 1lh;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PageTitleProps {
  children: ReactNode;
  /** null: a subtitle that is still loading; its line is kept, so nothing below moves when it arrives. */
  subtitle?: ReactNode;
  /** The page's name in the document title, e.g. 'Fixtures · Client portal' (see useDocumentTitle). */
  documentTitle?: string;
  className?: string;
}

/** The page's single h1, with an optional muted subtitle. */
export function PageTitle({ children, subtitle, documentTitle, className }: PageTitleProps) {
  useDocumentTitle(documentTitle);
  return (
    <Header className={className}>
      <Heading>{children}</Heading>
      {subtitle === null ? <Subtitle aria-hidden="true" /> : subtitle && <Subtitle>{subtitle}</Subtitle>}
    </Header>
  );
}
