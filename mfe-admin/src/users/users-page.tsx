import { USER_SEARCH_MAX_LENGTH } from '@oddslab/shared/account-rules';
import { useGetUsersPageQuery } from '@oddslab/shared/api';
import type { SortDirection, User } from '@oddslab/shared/contract';
import { formatUsDate } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import {
  Button,
  NumberedPagination,
  PageTitle,
  SelectField,
  Table,
  type TableColumn,
  TextField,
} from '@oddslab/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryStates } from '../console/query-states';
import { useDebouncedValue } from '../console/use-debounced-value';
import { ROLE_LABELS, type UserAction, UserActionDialog } from './user-action-dialog';

/** The columns GET /users/page sorts by that the table offers. */
type SortColumn = 'name' | 'email' | 'role' | 'packageIdLink' | 'createdDate';
const SORT_LABELS: Readonly<Record<SortColumn, string>> = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  packageIdLink: 'Package',
  createdDate: 'Joined',
};
const PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(0, 1fr) auto; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

/** Phones get the sort as a control: the stacked table has no header row to click. */
const PhoneSort = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  ${({ theme }) => theme.media.tablet} { display: none; }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.span<{ $active: boolean }>`
  font-weight: 700;
  color: ${({ theme, $active }) => ($active ? theme.colors.success : theme.colors.danger)};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /admin/users: every account in a paged table that sorts by its column headers and searches names and e-mail
 * addresses; each row changes the user's role or package, or deactivates/reactivates them, after confirmation.
 * The signed-in admin's own role and status cannot be changed (the server refuses it too).
 */
export function UsersPage() {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [sort, setSort] = useState<{ column: SortColumn; direction: SortDirection }>({
    column: 'name',
    direction: 'ASC',
  });
  const [target, setTarget] = useState<{ user: User; action: UserAction } | null>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const usersQuery = useGetUsersPageQuery({
    page,
    size,
    sort: sort.column,
    direction: sort.direction,
    ...(query && { search: query }),
  });

  const sortBy = (column: SortColumn, direction?: SortDirection) => {
    setSort((current) => ({
      column,
      direction: direction ?? (current.column === column && current.direction === 'ASC' ? 'DESC' : 'ASC'),
    }));
    setPage(0);
  };

  const sortableHeader = (column: SortColumn): Pick<TableColumn<User>, 'header' | 'label' | 'sort'> => {
    const active = sort.column === column;
    return {
      label: SORT_LABELS[column],
      sort: active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none',
      header: (
        <SortButton type="button" onClick={() => sortBy(column)}>
          {SORT_LABELS[column]}
          <span aria-hidden="true">{active ? (sort.direction === 'ASC' ? '▲' : '▼') : '↕'}</span>
        </SortButton>
      ),
    };
  };

  const columns: readonly TableColumn<User>[] = [
    {
      id: 'name',
      ...sortableHeader('name'),
      cell: (user) => (
        <strong>
          {user.name}
          {user.id === me?.id && <Muted> (you)</Muted>}
        </strong>
      ),
    },
    { id: 'email', ...sortableHeader('email'), cell: (user) => user.email },
    { id: 'role', ...sortableHeader('role'), cell: (user) => ROLE_LABELS[user.role] },
    {
      id: 'package',
      ...sortableHeader('packageIdLink'),
      cell: (user) => user.packageData?.name ?? <Muted>None</Muted>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => (
        <Status $active={user.deactivatedAt === null}>{user.deactivatedAt === null ? 'Active' : 'Deactivated'}</Status>
      ),
    },
    {
      id: 'joined',
      ...sortableHeader('createdDate'),
      hideOnMobile: true,
      cell: (user) => formatUsDate(user.createdDate),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (user) => {
        const self = user.id === me?.id;
        const open = (action: UserAction) => setTarget({ user, action });
        return (
          <RowActions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => open('role')}
              disabled={self}
              title={self ? 'You cannot change your own role' : undefined}
              aria-label={`Change role of ${user.name}`}
            >
              Role
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => open('package')}
              aria-label={`Change package of ${user.name}`}
            >
              Package
            </Button>
            <Button
              size="sm"
              variant={user.deactivatedAt === null ? 'danger' : 'primary'}
              onClick={() => open('status')}
              disabled={self}
              title={self ? 'You cannot deactivate your own account' : undefined}
              aria-label={`${user.deactivatedAt === null ? 'Deactivate' : 'Reactivate'} ${user.name}`}
            >
              {user.deactivatedAt === null ? 'Deactivate' : 'Reactivate'}
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <PageTitle
        documentTitle="Users · Admin console"
        subtitle="Find an account, change its role or package, or deactivate it."
      >
        Users
      </PageTitle>
      <Toolbar>
        <TextField
          label="Search users"
          type="search"
          placeholder="Name or email"
          maxLength={USER_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        <Controls>
          <PhoneSort>
            <SelectField
              label="Sort by"
              options={(Object.keys(SORT_LABELS) as SortColumn[]).map((column) => ({
                value: column,
                label: SORT_LABELS[column],
              }))}
              value={sort.column}
              onChange={(event) => sortBy(event.target.value as SortColumn, sort.direction)}
            />
            <Button
              variant="secondary"
              onClick={() => sortBy(sort.column, sort.direction === 'ASC' ? 'DESC' : 'ASC')}
              aria-label={sort.direction === 'ASC' ? 'A→Z, sort order ascending' : 'Z→A, sort order descending'}
            >
              {sort.direction === 'ASC' ? 'A→Z' : 'Z→A'}
            </Button>
          </PhoneSort>
          <SelectField
            label="Rows per page"
            options={PAGE_SIZES.map((option) => ({ value: String(option), label: String(option) }))}
            value={String(size)}
            onChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </Controls>
      </Toolbar>
      <section aria-label="Users" aria-busy={usersQuery.isFetching}>
        <QueryStates
          data={usersQuery.data}
          error={usersQuery.error}
          isLoading={usersQuery.isLoading}
          subject="users"
          onRetry={() => void usersQuery.refetch()}
        >
          {(result) => (
            <>
              <Summary aria-live="polite">
                {result.totalElements === 0
                  ? 'No users found'
                  : `Showing ${result.page * result.size + 1}–${result.page * result.size + result.content.length} of ${result.totalElements} users`}
              </Summary>
              <Table
                caption="Users"
                captionHidden
                columns={columns}
                rows={result.content}
                getRowId={(user) => user.id}
                emptyMessage={query ? `No users match “${query}”.` : 'No users yet.'}
              />
              <NumberedPagination
                label="Users pages"
                page={page + 1}
                totalPages={result.totalPages}
                onPageChange={(next) => setPage(next - 1)}
                disabled={usersQuery.isFetching}
              />
            </>
          )}
        </QueryStates>
      </section>
      <UserActionDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
