import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_SOURCE_MAX_LENGTH,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
} from '@oddslab/shared/article-html';
import type { ArticleCategory } from '@oddslab/shared/contract';
import { ArticleView, sanitizeHtml } from '@oddslab/shared/safe-html';
import { Button, Card, CardTitle, FormError, SelectField, TextAreaField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useDeferredValue, useState } from 'react';
import styled from 'styled-components';

export interface ArticleDraft {
  category: ArticleCategory;
  title: string;
  summary: string;
  sourceWebsiteName: string;
  /** The article's HTML (h1/h2 headings, paragraphs, lists). */
  body: string;
}

export type ArticleField = keyof ArticleDraft;
export type ArticleFieldErrors = Partial<Record<ArticleField, string>>;

/** What a save did: done, or refused with messages for fields and/or the whole form. */
export type ArticleSaveResult = { ok: true } | { ok: false; fields: ArticleFieldErrors; message: string | null };

export const EMPTY_ARTICLE: ArticleDraft = {
  category: 'NEWS',
  title: '',
  summary: '',
  sourceWebsiteName: '',
  body: '',
};

export const CATEGORY_LABELS: Readonly<Record<ArticleCategory, string>> = { NEWS: 'News', RUMOUR: 'Rumour' };
const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as ArticleCategory[]).map((value) => ({
  value,
  label: `${CATEGORY_LABELS[value]} (${value === 'NEWS' ? 'News Room' : 'Rumour Mill'})`,
}));

/** Visible text of HTML after sanitising: a body of only unsafe markup has none and would be refused. */
const visibleText = (html: string) =>
  sanitizeHtml(html)
    .replace(/<[^>]*>/g, '')
    .trim();

/** The checks the API makes that a form can make first, in the same words. */
export function validateArticle(draft: ArticleDraft): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  if (!draft.title.trim()) errors.title = 'Title is required.';
  if (!draft.summary.trim()) errors.summary = 'Summary is required.';
  if (!draft.body.trim()) errors.body = 'Body is required.';
  else if (!visibleText(draft.body)) errors.body = 'Body must contain text after unsafe HTML is removed.';
  return errors;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

const PreviewFrame = styled.div`
  max-height: 80vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ArticleFormProps {
  initialValues: ArticleDraft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: ArticleDraft) => Promise<ArticleSaveResult>;
  onCancel: () => void;
}

/**
 * The article editor: type, title, summary, source website and HTML body, beside a live preview that renders the
 * draft with the reader pages' own component and sanitiser, so it shows exactly what readers will get.
 */
export function ArticleForm({ initialValues, submitLabel, busy, onSubmit, onCancel }: ArticleFormProps) {
  const [draft, setDraft] = useState(initialValues);
  const [errors, setErrors] = useState<ArticleFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Typing stays responsive on long bodies: the preview catches up when the browser is idle.
  const preview = useDeferredValue(draft);

  const field = <Field extends ArticleField>(name: Field) => ({
    value: draft[name],
    error: errors[name] ?? null,
    disabled: busy,
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateArticle(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const result = await onSubmit(draft);
    if (!result.ok) {
      setErrors(result.fields);
      setFormError(result.message);
    }
  };

  return (
    <Layout>
      <Card aria-labelledby="article-form-title">
        <CardTitle id="article-form-title">Article</CardTitle>
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <SelectField label="Type" options={CATEGORY_OPTIONS} {...field('category')} />
          <TextField label="Title" maxLength={ARTICLE_TITLE_MAX_LENGTH} required {...field('title')} />
          <TextAreaField
            label="Summary"
            hint="Plain text shown in the News Room or Rumour Mill list."
            rows={3}
            maxLength={ARTICLE_SUMMARY_MAX_LENGTH}
            required
            {...field('summary')}
          />
          <TextField
            label="Source website"
            hint="Optional, e.g. BBC Sport; shown as 'Source:' under the article."
            maxLength={ARTICLE_SOURCE_MAX_LENGTH}
            {...field('sourceWebsiteName')}
          />
          <TextAreaField
            label="Body (HTML)"
            hint="Sections start at <h1> or <h2> headings; use <p> for paragraphs and <ul>/<ol> with <li> for lists. Anything else is removed."
            rows={14}
            maxLength={ARTICLE_BODY_MAX_LENGTH}
            required
            spellCheck={false}
            {...field('body')}
          />
          <FormError message={formError} />
          <Actions>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : submitLabel}
            </Button>
          </Actions>
        </Form>
      </Card>
      <Card aria-labelledby="article-preview-title">
        <CardTitle id="article-preview-title">Preview</CardTitle>
        <PreviewFrame>
          {preview.title.trim() || preview.body.trim() ? (
            <ArticleView
              title={preview.title.trim()}
              body={preview.body}
              sourceWebsiteName={preview.sourceWebsiteName.trim() || null}
              titleLevel={3}
            />
          ) : (
            <Empty>Start typing: the article appears here as readers will see it.</Empty>
          )}
        </PreviewFrame>
      </Card>
    </Layout>
  );
}
