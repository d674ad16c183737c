import type { Article } from '@oddslab/shared/contract';
import { excerpt } from '@oddslab/shared/format';
import { canGoToNewsPage } from '@oddslab/shared/paging';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  NumberedPagination,
  PageColumn,
  PageTitle,
  useDocumentTitle,
} from '@oddslab/shared/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ArticleListConfig } from './article-list-config';
import { readPageParam } from './read-page-param';

const EXCERPT_LENGTH = 100;

const articleDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function formatArticleDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : articleDate.format(date);
}

const Featured = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(circle at 90% 0%, ${({ theme }) => theme.colors.accentSoft}, transparent 55%),
    ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { font-size: clamp(1.4rem, 1.1rem + 1.2vw, 2rem); margin: 0; }
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0; }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Summary = styled.p`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReadMore = styled(Link)`
  align-self: flex-start;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/** The previous page stays visible, dimmed, while the next one loads. */
const Results = styled.div`
  outline: none;
  transition: opacity ${({ theme }) => theme.transitions.normal};
  &[aria-busy='true'] { opacity: 0.6; }
`;

const PaginationRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

function ArticleSummary({ article, articlePath }: { article: Article; articlePath: string }) {
  const date = formatArticleDate(article.createdAt);
  return (
    <>
      {date && (
        <Meta>
          <time dateTime={article.createdAt}>{date}</time>
        </Meta>
      )}
      <Summary>{excerpt(article.body, EXCERPT_LENGTH)}</Summary>
      <ReadMore to={`${articlePath}/${article.id}`} aria-label={`Read More: ${article.title}`}>
        Read More
      </ReadMore>
    </>
  );
}

export interface ArticleListPageProps {
  config: ArticleListConfig;
}

/** News Room and Rumour Mill: 1 featured article and up to 4 more per page, the 1-based page kept in `?page=`. */
export function ArticleListPage({ config }: ArticleListPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  // The server counts pages from zero (spec §4).
  const { data, isLoading, isFetching, isError, refetch } = config.usePageQuery({ page: page - 1 });

  const totalPages = data?.totalPages ?? 0;
  const resultsRef = useRef<HTMLDivElement>(null);
  // Set by the pagination: once the chosen page has arrived, keyboard focus moves to it.
  const focusResultsOnArrival = useRef(false);
  useDocumentTitle(page > 1 ? `${config.title}, page ${page}` : config.title);

  useEffect(() => {
    if (!focusResultsOnArrival.current || isFetching || !data) return;
    focusResultsOnArrival.current = false;
    resultsRef.current?.focus({ preventScroll: true });
  }, [data, isFetching]);

  function goToPage(target: number) {
    if (!canGoToNewsPage(target, page, totalPages)) return;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (target === 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });
    focusResultsOnArrival.current = true;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  let content: ReactNode;
  if (isLoading) {
    content = <LoadingState message={config.loadingMessage} />;
  } else if (isError || !data) {
    content = <ErrorState message={config.errorMessage} onRetry={() => void refetch()} />;
  } else if (data.content.length === 0) {
    content = (
      <EmptyState message={page > 1 ? 'There are no articles on this page.' : config.emptyMessage}>
        {page > 1 && <Link to={{ search: '' }}>Go to the first page</Link>}
      </EmptyState>
    );
  } else {
    const [featured, ...others] = data.content;
    content = (
      <Results
        ref={resultsRef}
        tabIndex={-1}
        aria-label={`${config.title}, page ${page} of ${totalPages}`}
        role="region"
        aria-busy={isFetching || undefined}
      >
        {featured && (
          <Featured aria-labelledby={`article-${featured.id}-title`}>
            <h2 id={`article-${featured.id}-title`}>{featured.title}</h2>
            <ArticleSummary article={featured} articlePath={config.articlePath} />
          </Featured>
        )}
        {others.length > 0 && (
          <Grid aria-label={`More from ${config.title}`}>
            {others.map((article) => (
              <li key={article.id}>
                <Tile aria-labelledby={`article-${article.id}-title`}>
                  <h3 id={`article-${article.id}-title`}>{article.title}</h3>
                  <ArticleSummary article={article} articlePath={config.articlePath} />
                </Tile>
              </li>
            ))}
          </Grid>
        )}
        {totalPages > 1 && (
          <PaginationRow>
            <NumberedPagination
              page={page}
              totalPages={totalPages}
              onPageChange={goToPage}
              disabled={isFetching}
              label={`${config.title} pages`}
            />
          </PaginationRow>
        )}
      </Results>
    );
  }

  return (
    <PageColumn>
      <PageTitle subtitle={config.subtitle}>{config.title}</PageTitle>
      {content}
    </PageColumn>
  );
}
