import { normalizeApiError, useDeleteArticleMutation, useGetArticlesPageQuery } from '@oddslab/shared/api';
import type { Article } from '@oddslab/shared/contract';
import { formatUsDate } from '@oddslab/shared/format';
import { notify } from '@oddslab/shared/notify';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  NumberedPagination,
  PageTitle,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryStates } from '../console/query-states';
import { CATEGORY_LABELS } from './article-form';

const PAGE_SIZE = 10;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  justify-content: space-between;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

const Category = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

/** /admin/articles: every news and rumour article, newest first, to open in the editor or delete. */
export function ArticlesPage() {
  const [page, setPage] = useState(0);
  const articlesQuery = useGetArticlesPageQuery({ page, size: PAGE_SIZE, sort: 'createdAt', direction: 'DESC' });
  const [deleteArticle, deleteState] = useDeleteArticleMutation();
  const [deleting, setDeleting] = useState<Article | null>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteArticle(deleting.id).unwrap();
      notify.success('Article deleted');
      setDeleting(null);
    } catch (error) {
      notify.error(`Failed to delete article: ${normalizeApiError(error).message}`);
    }
  };

  const columns: readonly TableColumn<Article>[] = [
    { id: 'type', header: 'Type', cell: (article) => <Category>{CATEGORY_LABELS[article.category]}</Category> },
    { id: 'title', header: 'Title', cell: (article) => <strong>{article.title}</strong> },
    { id: 'date', header: 'Date', cell: (article) => formatUsDate(article.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (article) => (
        <RowActions>
          <ButtonLink
            to={`/admin/articles/${article.id}/edit`}
            size="sm"
            variant="secondary"
            aria-label={`Edit ${article.title}`}
          >
            Edit
          </ButtonLink>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setDeleting(article)}
            aria-label={`Delete ${article.title}`}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <Header>
        <PageTitle
          documentTitle="Articles · Admin console"
          subtitle="News Room and Rumour Mill articles, newest first."
        >
          Articles
        </PageTitle>
        <ButtonLink to="/admin/articles/new">New article</ButtonLink>
      </Header>
      <section aria-label="Articles" aria-busy={articlesQuery.isFetching}>
        <QueryStates
          data={articlesQuery.data}
          error={articlesQuery.error}
          isLoading={articlesQuery.isLoading}
          subject="articles"
          onRetry={() => void articlesQuery.refetch()}
        >
          {(result) => (
            <>
              <Table
                caption="Articles"
                captionHidden
                columns={columns}
                rows={result.content}
                getRowId={(article) => article.id}
                emptyMessage="No articles yet. Write the first one with New article."
              />
              <NumberedPagination
                label="Articles pages"
                page={page + 1}
                totalPages={result.totalPages}
                onPageChange={(next) => setPage(next - 1)}
                disabled={articlesQuery.isFetching}
              />
            </>
          )}
        </QueryStates>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete article"
        message={
          deleting
            ? `Are you sure you want to delete “${deleting.title}”? Readers will no longer see it, and this cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        busy={deleteState.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
