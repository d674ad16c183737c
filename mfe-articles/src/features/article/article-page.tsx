import { useGetArticleContentByParentQuery } from '@oddslab/shared/api';
import { ArticleView } from '@oddslab/shared/safe-html';
import { ErrorState, LoadingState, useDocumentTitle } from '@oddslab/shared/ui';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { articleErrorMessage } from './article-error-message';
import { readArticleId } from './read-article-id';

const Column = styled.article`
  width: 100%;
  max-width: 820px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

export interface ArticlePageProps {
  listPath: '/news-room' | '/rumour-mill';
  backLabel: 'Back to News Room' | 'Back to Rumour Mill';
}

export function ArticlePage({ listPath, backLabel }: ArticlePageProps) {
  const params = useParams<{ id: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const articleId = readArticleId(params.id);
  const { data, error, isLoading, isError } = useGetArticleContentByParentQuery(articleId.id ?? 0, {
    skip: articleId.id === null,
  });
  useDocumentTitle(data?.parentArticleTitle);

  // One step back in history, like a browser's back button; a visitor who landed here directly goes to the list.
  function handleBack(event: MouseEvent<HTMLAnchorElement>) {
    if (location.key === 'default') return;
    event.preventDefault();
    navigate(-1);
  }

  let content: ReactNode;
  if (articleId.error) {
    content = <ErrorState message={articleId.error} />;
  } else if (isLoading) {
    content = <LoadingState message="Loading..." />;
  } else if (isError) {
    content = <ErrorState message={articleErrorMessage(error)} />;
  } else if (!data?.body || !data.parentArticleTitle) {
    content = <ErrorState message="Article content or title is missing" />;
  } else {
    content = (
      <ArticleView
        title={data.parentArticleTitle}
        body={data.body}
        sourceWebsiteName={data.sourceWebsiteName}
        revealOnScroll
      />
    );
  }

  return (
    <Column>
      <BackLink to={listPath} onClick={handleBack}>
        <span aria-hidden="true">←</span> {backLabel}
      </BackLink>
      {content}
    </Column>
  );
}
