import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Input } from './field-parts';
import { NumberedPagination } from './numbered-pagination';

export interface TotalPaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** Every item the list's filters match, and what they are ('matches', 'recommendations'). */
  totalElements: number;
  noun: string;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Accessible name of the pagination landmark, e.g. 'Predictions pages'. */
  label: string;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  > nav { margin-top: 0; }
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const JumpForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; white-space: nowrap; }
  input { width: 5.5rem; }
`;

/**
 * Paging of a list whose size the server counts: where the page is ('Page 2 of 14 · 137 matches'), Previous/Next with
 * numbered pages, and a box to jump straight to a page.
 */
export function TotalPagination({
  page,
  totalPages,
  totalElements,
  noun,
  onPageChange,
  disabled = false,
  label,
}: TotalPaginationProps) {
  const inputId = useId();
  const [target, setTarget] = useState(String(page));
  useEffect(() => setTarget(String(page)), [page]);
  const wanted = Number(target);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= totalPages;
  const jump = (event: FormEvent) => {
    event.preventDefault();
    // After the submit event: a page change that navigates inside it would make React treat the box as a form action.
    if (valid && wanted !== page && !disabled) queueMicrotask(() => onPageChange(wanted));
  };
  return (
    <Bar>
      <Status aria-live="polite">
        Page {Math.min(page, Math.max(totalPages, 1))} of {Math.max(totalPages, 1)} ·{' '}
        {totalElements.toLocaleString('en-GB')} {noun}
      </Status>
      <NumberedPagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        disabled={disabled}
        label={label}
      />
      {totalPages > 1 && (
        <JumpForm onSubmit={jump} aria-label={`Jump to a page of ${totalPages}`}>
          <label htmlFor={inputId}>Go to page</label>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={totalPages}
            step={1}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={disabled || !valid}>
            Go
          </Button>
        </JumpForm>
      )}
    </Bar>
  );
}
