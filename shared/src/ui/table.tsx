import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ScrollRegion } from './scroll-region';
import type { RowId, RowSelection } from './use-row-selection';
import { visuallyHidden } from './visually-hidden';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  /** Plain-text header used as the label of the cell in the stacked mobile layout. */
  label?: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Hide on narrow screens (below the tablet breakpoint). */
  hideOnMobile?: boolean;
  /** The column's sort state, announced as the header's aria-sort (leave unset on unsortable columns). */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface TableProps<Row, Id extends RowId> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => Id;
  /** Describes the table to screen readers; shown above it unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  /** Adds a checkbox column with select-all (indeterminate on partial selection). */
  selection?: RowSelection<Id>;
  /** Accessible name of a row's checkbox; defaults to 'Select row <id>'. */
  rowSelectionLabel?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  emptyMessage?: string;
  className?: string;
}

const Wrapper = styled(ScrollRegion)`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  @media (max-width: 767.98px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: block; padding: ${({ theme }) => theme.space.sm} 0; }
    td { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; text-align: right; }
    td[data-label]::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  text-align: left;
  padding: ${({ theme }) => theme.space.md};
  font-weight: 600;
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const HeaderCell = styled.th<{ $align: string; $hideOnMobile: boolean }>`
  padding: 12px 16px;
  text-align: ${({ $align }) => $align};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Cell = styled.td<{ $align: string; $hideOnMobile: boolean }>`
  padding: 12px 16px;
  text-align: ${({ $align }) => $align};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  @media (max-width: 767.98px) {
    border-bottom: 0;
    padding: 6px 16px;
    ${({ $hideOnMobile }) => $hideOnMobile && 'display: none !important;'}
  }
`;

const BodyRow = styled.tr<{ $clickable: boolean; $selected: boolean }>`
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : 'transparent')};
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover { background: ${theme.colors.surfaceHover}; }
    `}
  @media (max-width: 767.98px) {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Checkbox = styled.input`
  width: 18px;
  height: 18px;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

function SelectAllCheckbox<Id extends RowId>({ selection, label }: { selection: RowSelection<Id>; label: string }) {
  return (
    <Checkbox
      type="checkbox"
      aria-label={label}
      checked={selection.allSelected}
      aria-checked={selection.someSelected ? 'mixed' : selection.allSelected}
      ref={(node) => {
        if (node) node.indeterminate = selection.someSelected;
      }}
      onChange={selection.toggleAll}
    />
  );
}

/**
 * A data table: real <table> semantics with a caption, optional row selection with select-all
 * (indeterminate on partial selection), and a stacked card layout on small screens.
 */
export function Table<Row, Id extends RowId>({
  columns,
  rows,
  getRowId,
  caption,
  captionHidden = false,
  selection,
  rowSelectionLabel,
  onRowClick,
  emptyMessage = 'No data available.',
  className,
}: TableProps<Row, Id>) {
  const columnCount = columns.length + (selection ? 1 : 0);
  return (
    <Wrapper className={className} label={caption}>
      <StyledTable>
        <Caption $hidden={captionHidden}>{caption}</Caption>
        <thead>
          <tr>
            {selection && (
              <HeaderCell scope="col" $align="center" $hideOnMobile={false}>
                <SelectAllCheckbox selection={selection} label="Select all rows" />
              </HeaderCell>
            )}
            {columns.map((column) => (
              <HeaderCell
                key={column.id}
                scope="col"
                aria-sort={column.sort}
                $align={column.align ?? 'left'}
                $hideOnMobile={column.hideOnMobile ?? false}
              >
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={columnCount}>{emptyMessage}</EmptyCell>
            </tr>
          ) : (
            rows.map((row) => {
              const id = getRowId(row);
              const selected = selection?.isSelected(id) ?? false;
              return (
                <BodyRow
                  key={String(id)}
                  $clickable={Boolean(onRowClick)}
                  $selected={selected}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {selection && (
                    <Cell $align="center" $hideOnMobile={false}>
                      <Checkbox
                        type="checkbox"
                        aria-label={rowSelectionLabel ? rowSelectionLabel(row) : `Select row ${id}`}
                        checked={selected}
                        onClick={(event) => event.stopPropagation()}
                        onChange={() => selection.toggle(id)}
                      />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      data-label={column.label ?? (typeof column.header === 'string' ? column.header : undefined)}
                      $align={column.align ?? 'left'}
                      $hideOnMobile={column.hideOnMobile ?? false}
                    >
                      {column.cell(row)}
                    </Cell>
                  ))}
                </BodyRow>
              );
            })
          )}
        </tbody>
      </StyledTable>
    </Wrapper>
  );
}
