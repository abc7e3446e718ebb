export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from './dialog';
export { DomIdPrefixContext, useDomId } from './dom-id';
export { remoteStylesheetProblems, unscopedSelectors } from './css-scope';
export { KIT_CSS } from './kit-styles';
export { ErrorState, LoadingState } from './query-states';
export { ExternalLink } from './external-link';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { DetailPageHeader, type DetailPageHeaderProps } from './detail-page-header';
