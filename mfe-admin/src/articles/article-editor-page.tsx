import {
  normalizeApiError,
  serverFormErrors,
  useCreateArticleContentMutation,
  useCreateArticleMutation,
  useGetArticleContentByParentQuery,
  useGetArticleQuery,
  useUpdateArticleContentMutation,
  useUpdateArticleMutation,
} from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { ButtonLink, ErrorState, LoadingState, PageTitle } from '@oddslab/shared/ui';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  type ArticleDraft,
  type ArticleField,
  type ArticleFieldErrors,
  ArticleForm,
  type ArticleSaveResult,
  EMPTY_ARTICLE,
} from './article-form';

const LIST_PATH = '/admin/articles';

/** The form field each request's fields land on: the article's `body` is its summary, the content's its HTML. */
const ARTICLE_FIELDS: Readonly<Record<string, ArticleField>> = {
  title: 'title',
  body: 'summary',
  category: 'category',
};
const CONTENT_FIELDS: Readonly<Record<string, ArticleField>> = { body: 'body', sourceWebsiteName: 'sourceWebsiteName' };
const FIELD_LABELS: Readonly<Record<ArticleField, string>> = {
  category: 'Type',
  title: 'Title',
  summary: 'Summary',
  sourceWebsiteName: 'Source website',
  body: 'Body',
};

/** The server's refusal, on the form fields its issues name (in the form's words), else for the whole form. */
function refusal(error: unknown, fieldsOfRequest: Readonly<Record<string, ArticleField>>): ArticleSaveResult {
  const labels = Object.fromEntries(
    Object.entries(fieldsOfRequest).map(([name, field]) => [name, FIELD_LABELS[field]]),
  );
  const { fields, message } = serverFormErrors(error, labels);
  notify.error(`Failed to save article: ${normalizeApiError(error).message}`);
  const placed: ArticleFieldErrors = Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [fieldsOfRequest[name], text]),
  );
  return { ok: false, fields: placed, message };
}

/**
 * /admin/articles/new and /admin/articles/:id/edit: writes the article (type, title, summary) and then its content
 * (HTML body, source). Saved, it is in the News Room or Rumour Mill at once. If the content is refused after a new
 * article was stored, the next save updates that article instead of creating another.
 */
export function ArticleEditorPage() {
  const { id } = useParams<{ id: string }>();
  const editingId = id === undefined ? null : Number(id);
  const invalidId = editingId !== null && !(Number.isInteger(editingId) && editingId > 0);
  const articleQuery = useGetArticleQuery(editingId ?? 0, { skip: editingId === null || invalidId });
  const contentQuery = useGetArticleContentByParentQuery(editingId ?? 0, { skip: editingId === null || invalidId });
  const [createArticle, createState] = useCreateArticleMutation();
  const [updateArticle, updateState] = useUpdateArticleMutation();
  const [createContent, createContentState] = useCreateArticleContentMutation();
  const [updateContent, updateContentState] = useUpdateArticleContentMutation();
  const navigate = useNavigate();
  // What this visit has stored so far, so a retry after a partial save continues it.
  const saved = useRef<{ articleId: number | null; contentId: number | null }>({ articleId: null, contentId: null });

  const busy =
    createState.isLoading || updateState.isLoading || createContentState.isLoading || updateContentState.isLoading;
  // An article without content answers 404: it simply has no body yet.
  const contentMissing = normalizeApiError(contentQuery.error).status === 404;
  const title = editingId === null ? 'New article' : 'Edit article';

  const save = async (draft: ArticleDraft): Promise<ArticleSaveResult> => {
    const articleId = saved.current.articleId ?? editingId;
    const contentId = saved.current.contentId ?? (contentMissing ? null : (contentQuery.data?.id ?? null));
    const article = { title: draft.title.trim(), body: draft.summary.trim(), category: draft.category };
    let parentArticleId: number;
    try {
      parentArticleId =
        articleId === null
          ? (await createArticle(article).unwrap()).id
          : (await updateArticle({ id: articleId, body: article }).unwrap()).id;
      saved.current.articleId = parentArticleId;
    } catch (error) {
      return refusal(error, ARTICLE_FIELDS);
    }
    const content = {
      parentArticleId,
      body: draft.body,
      sourceWebsiteName: draft.sourceWebsiteName.trim() || null,
    };
    try {
      saved.current.contentId =
        contentId === null
          ? (await createContent(content).unwrap()).id
          : (await updateContent({ id: contentId, body: content }).unwrap()).id;
    } catch (error) {
      return refusal(error, CONTENT_FIELDS);
    }
    notify.success(editingId === null ? 'Article published' : 'Article saved');
    navigate(LIST_PATH);
    return { ok: true };
  };

  const back = (
    <ButtonLink to={LIST_PATH} variant="ghost" size="sm">
      ← Back to articles
    </ButtonLink>
  );

  if (invalidId) return <ErrorState message="Invalid article ID" />;
  if (editingId !== null && (articleQuery.isLoading || contentQuery.isLoading)) {
    return <LoadingState message="Loading article..." />;
  }
  if (editingId !== null && (articleQuery.error || (contentQuery.error && !contentMissing))) {
    const { message } = normalizeApiError(articleQuery.error ?? contentQuery.error);
    return (
      <>
        {back}
        <ErrorState
          message={`Failed to load the article: ${message}`}
          onRetry={() => {
            void articleQuery.refetch();
            void contentQuery.refetch();
          }}
        />
      </>
    );
  }

  const article = articleQuery.data;
  const initialValues: ArticleDraft = article
    ? {
        category: article.category,
        title: article.title,
        summary: article.body,
        sourceWebsiteName: contentQuery.data?.sourceWebsiteName ?? '',
        body: contentMissing ? '' : (contentQuery.data?.body ?? ''),
      }
    : EMPTY_ARTICLE;

  return (
    <>
      {back}
      <PageTitle
        documentTitle={editingId === null ? 'New article · Admin console' : 'Edit article · Admin console'}
        subtitle={
          editingId === null
            ? 'Saved, it appears in the News Room or the Rumour Mill at once.'
            : 'Changes are live for readers as soon as you save.'
        }
      >
        {title}
      </PageTitle>
      <ArticleForm
        key={article?.id ?? 'new'}
        initialValues={initialValues}
        submitLabel={editingId === null ? 'Publish article' : 'Save changes'}
        busy={busy}
        onSubmit={save}
        onCancel={() => navigate(LIST_PATH)}
      />
    </>
  );
}
