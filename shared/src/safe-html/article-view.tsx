import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import { FadeInSection } from '../ui/fade-in-section';
import { SafeHtml } from './safe-html';
import { splitArticleSections, withoutRepeatedTitle } from './split-article-sections';

const Title = styled.h1`
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.75rem);
  letter-spacing: -0.015em;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  .section-heading { font-size: clamp(1.35rem, 1.1rem + 0.9vw, 1.75rem); }
  .section-subheading { font-size: ${({ theme }) => theme.fontSizes.lg}; }
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

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
const HEADINGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5'];

export interface ArticleViewProps {
  title: string;
  /** The article's HTML; sanitised here as everywhere it is shown. */
  body: string;
  sourceWebsiteName: string | null;
  /** Reader pages fade each section in as it scrolls into view; a preview shows every section at once. */
  revealOnScroll?: boolean;
  /** Level of the title's heading (sections go one and two below it): 1 on its own page, deeper inside another. */
  titleLevel?: 1 | 2 | 3;
}

/**
 * An article as readers see it: the title, the body cut into sections at its h1/h2 headings (an opening heading
 * that repeats the title is dropped), each sanitised, and the 'Source:' line. The News Room and Rumour Mill article
 * pages and the admin editor's preview both render it, so the preview is exactly what readers get.
 */
export function ArticleView({
  title,
  body,
  sourceWebsiteName,
  revealOnScroll = false,
  titleLevel = 1,
}: ArticleViewProps) {
  const sections = useMemo(() => withoutRepeatedTitle(splitArticleSections(body), title), [body, title]);
  const [titleTag, headingTag, subheadingTag] = HEADINGS.slice(titleLevel - 1);
  return (
    <>
      <Title as={titleTag}>{title}</Title>
      {sections.map((section, index) => {
        const key = `${index}-${section.heading ?? ''}`;
        const Heading = section.level === 1 ? headingTag! : subheadingTag!;
        const content = (
          <Section>
            {section.heading !== null && (
              <Heading className={section.level === 1 ? 'section-heading' : 'section-subheading'}>
                {section.heading}
              </Heading>
            )}
            <SafeHtml html={section.html} />
          </Section>
        );
        return revealOnScroll ? (
          <FadeInSection as="div" key={key}>
            {content}
          </FadeInSection>
        ) : (
          <Fragment key={key}>{content}</Fragment>
        );
      })}
      {sourceWebsiteName && <Source>Source: {sourceWebsiteName}</Source>}
    </>
  );
}
