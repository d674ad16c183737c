export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LoadingState,
  type LoadingStateProps,
} from './async-states';
export { AVATAR_PLACEHOLDER_SRC, Avatar, type AvatarProps, avatarInitial } from './avatar';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { Card, CardTitle } from './card';
export { baseChartOptions, Chart, type ChartProps, type ChartType, mergeChartOptions } from './chart';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  DashboardLayout,
  type DashboardLayoutProps,
  DashboardNavColumn,
  type DashboardNavState,
} from './dashboard-layout';
export { EngineClock, formatEngineInstant, useEngineClock } from './engine-clock';
export { FactList } from './fact-list';
export { FadeInSection, type FadeInSectionProps } from './fade-in-section';
export {
  FormBadge,
  type FormBadgeProps,
  type FormBadgeTone,
  FormSequence,
  type FormSequenceProps,
  formBadgeTone,
} from './form-badge';
export { FormError, type FormErrorProps } from './form-error';
export { GlobalStyle } from './global-style';
export { ListPagination, type ListPaginationProps } from './list-pagination';
export { MatchResultFacts } from './match-result-facts';
export { Modal, type ModalProps } from './modal';
export { NotFoundPanel, type NotFoundPanelProps } from './not-found-panel';
export { NumberedPagination, type NumberedPaginationProps } from './numbered-pagination';
export { OddsLabThemeProvider, type OddsLabThemeProviderProps } from './oddslab-theme-provider';
export { PageColumn } from './page-column';
export { PageTitle, type PageTitleProps } from './page-title';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { ReviewedMark } from './reviewed-mark';
export { saveCsv } from './save-file';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { MAIN_CONTENT_ID, SkipLink } from './skip-link';
export { Table, type TableColumn, type TableProps } from './table';
export { type TabItem, Tabs, type TabsProps } from './tabs';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { TextField, type TextFieldProps } from './text-field';
export { type OddsLabTheme, theme } from './theme';
export { TotalPagination, type TotalPaginationProps } from './total-pagination';
export { type DismissReason, useDismiss } from './use-dismiss';
export { SITE_NAME, useDocumentTitle } from './use-document-title';
export { type RowId, type RowSelection, useRowSelection } from './use-row-selection';
export { useViewportBelow } from './use-viewport-below';
export { VisuallyHidden, visuallyHidden } from './visually-hidden';
export { WindowPagination, type WindowPaginationProps } from './window-pagination';
