import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled selection; omit to let the component keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => theme.colors.border} transparent;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex-shrink: 0;
  padding: 12px 16px;
  border: 0;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font-weight: 600;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. */
export function Tabs({ tabs, selectedId, defaultSelectedId, onChange, label, className }: TabsProps) {
  const baseId = useId();
  const [internalId, setInternalId] = useState(defaultSelectedId ?? tabs[0]?.id);
  const currentId = selectedId ?? internalId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternalId(id);
    onChange?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === currentId);
    let nextIndex: number;
    if (event.key === 'ArrowRight') nextIndex = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') nextIndex = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') nextIndex = 0;
    else if (event.key === 'End') nextIndex = tabs.length - 1;
    else return;
    event.preventDefault();
    const next = tabs[nextIndex];
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const selectedTab = tabs.find((tab) => tab.id === currentId);

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === currentId;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {selectedTab && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selectedTab.id}`}
          aria-labelledby={`${baseId}-tab-${selectedTab.id}`}
        >
          {selectedTab.content}
        </div>
      )}
    </div>
  );
}
