export { ApplicationErrorScreen, type ApplicationErrorScreenProps } from './application-error-screen';
export { errorText, failureMessage } from './error-text';
export { type LinkRenderProps, NotFoundScreen, type NotFoundScreenProps, type RenderLink } from './not-found-screen';
export { DebugBadge, type DebugBadgeProps, isDebugBuild } from './debug-badge';
export { AppToaster, TOAST_SETTINGS } from './app-toaster';
export { notify, type NotifyOptions, type PromiseToastMessages, type ToastId } from './notify';
export {
  applyPageMeta,
  formatPageTitle,
  PAGE_META_ATTRIBUTE,
  PageMeta,
  type PageMetaInput,
  SITE_NAME,
  usePageMeta,
} from './page-meta';
export { DESIGN_TOKENS } from './design-tokens';
export { ensureUiStyles, insertStyleSheet, UI_CSS, UI_STYLE_ATTRIBUTE, useStyleSheet, useUiStyles } from './ui-styles';
export { formatClockTime, formatDate, formatDateTime, formatDuration, formatRelativeTime, plural } from './format';
export { type ModalDialogOptions, useModalDialog } from './use-modal-dialog';
export { RunnerNotice, type RunnerNoticeProps, TextWithCommands } from './runner-notice';
export { LoadFailed, type LoadFailedProps } from './load-failed';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  DetailPageHeader,
  type DetailPageHeaderProps,
  Dialog,
  type DialogProps,
  DomIdPrefixContext,
  ErrorState,
  ExternalLink,
  KIT_CSS,
  LoadingState,
  remoteStylesheetProblems,
  unscopedSelectors,
  useDomId,
} from './kit';
export { StyleSheetCollector, StyleSheetCollectorContext } from './style-collector';
