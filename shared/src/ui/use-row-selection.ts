import { useCallback, useMemo, useState } from 'react';

export type RowId = string | number;

export interface RowSelection<Id extends RowId = RowId> {
  selectedIds: ReadonlySet<Id>;
  selectedCount: number;
  isSelected: (id: Id) => boolean;
  toggle: (id: Id) => void;
  /** Selects every row on the page, or clears them all when all are already selected (spec §4). */
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
  /** Some but not all rows selected: the select-all checkbox shows indeterminate. */
  someSelected: boolean;
}

/** Row selection over the rows currently shown; ids that leave the page drop out of the selection. */
export function useRowSelection<Id extends RowId>(rowIds: readonly Id[]): RowSelection<Id> {
  const [chosen, setChosen] = useState<ReadonlySet<Id>>(() => new Set());

  const selectedIds = useMemo(() => new Set(rowIds.filter((id) => chosen.has(id))), [rowIds, chosen]);
  const selectedCount = selectedIds.size;
  const allSelected = rowIds.length > 0 && selectedCount === rowIds.length;
  const someSelected = selectedCount > 0 && !allSelected;

  const toggle = useCallback((id: Id) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setChosen(allSelected ? new Set() : new Set(rowIds));
  }, [allSelected, rowIds]);

  const clear = useCallback(() => setChosen(new Set()), []);
  const isSelected = useCallback((id: Id) => selectedIds.has(id), [selectedIds]);

  return { selectedIds, selectedCount, isSelected, toggle, toggleAll, clear, allSelected, someSelected };
}
