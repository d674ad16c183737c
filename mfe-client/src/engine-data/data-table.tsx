import { ScrollRegion } from '@oddslab/shared/ui';
import styled from 'styled-components';

/** Lets a wide table scroll sideways on phones instead of widening the page, reachable by keyboard while it does. */
export const TableScroll = ScrollRegion;

/**
 * A compact numeric table: figures right-aligned, the first column (the row's name) left-aligned. On phones the
 * cells tighten and headers wrap so the table fits the screen: no figure is cut by a sideways scroller.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  th, td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child, td:first-child { text-align: left; }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  @media (max-width: 479.98px) {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    th, td { padding: 6px 4px; }
    thead th { white-space: normal; vertical-align: bottom; }
  }
`;
