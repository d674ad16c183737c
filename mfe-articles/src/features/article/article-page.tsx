import { useGetArticleContentByParentQuery } from '@oddslab/shared/api';
import { SafeHtml } from '@oddslab/shared/safe-html';
import { ErrorState, FadeInSection, LoadingState } from '@oddslab/shared/ui';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { articleErrorMessage } from './article-error-message';
import { readArticleId } from './read-article-id';
import { splitArticleSections, withoutRepeatedTitle } from './split-article-sections';

/** Spec §9: article sections appear once 75% of them is in view. */
const SECTION_VISIBLE_THRESHOLD = 0.75;

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

const Title = styled.h1`
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.75rem);
  letter-spacing: -0.015em;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h2 { font-size: clamp(1.35rem, 1.1rem + 0.9vw, 1.75rem); }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p, li { color: ${({ theme }) => theme.colors.text}; line-height: 1.7; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  ul, ol { padding-left: 1.4em; margin: 0 0 ${({ theme }) => theme.space.md}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  a { overflow-wrap: anywhere; }
`;

const Source = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
  const sections = useMemo(
    () => (data?.body ? withoutRepeatedTitle(splitArticleSections(data.body), data.parentArticleTitle ?? '') : []),
    [data?.body, data?.parentArticleTitle],
  );

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
      <>
        <Title>{data.parentArticleTitle}</Title>
        {sections.map((section, index) => (
          <FadeInSection as="div" key={`${index}-${section.heading ?? ''}`} threshold={SECTION_VISIBLE_THRESHOLD}>
            <Section>
              {section.heading !== null &&
                (section.level === 1 ? <h2>{section.heading}</h2> : <h3>{section.heading}</h3>)}
              <SafeHtml html={section.html} />
            </Section>
          </FadeInSection>
        ))}
        {data.sourceWebsiteName && <Source>Source: {data.sourceWebsiteName}</Source>}
      </>
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
