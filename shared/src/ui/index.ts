/**
 * The UI kit every area builds its screens from, so a button or a field looks and behaves
 * the same in every remote. Not a federated module: each app bundles the parts it uses
 * (tree-shaken), and the styles come from the one styled-components and theme on the page.
 */
export { focusRing, focusRingAt, VisuallyHidden } from './a11y.js';
export { Alert, type AlertProps, type AlertTone } from './alert.js';
export { Button, ButtonLink, IconButton, SubmitButton, type ButtonStyleProps, type ButtonVariant, type SubmitButtonProps } from './button.js';
export { DataTable, type ColumnMeta, type DataTableProps } from './data-table.js';
export { TableCaption, TableCell, TableElement, TableHeaderCell, TableRow, TableScroller } from './table-parts.js';
export { Dialog, type DialogProps } from './dialog.js';
export { ConfirmDialog, DialogFooter, FormDialog, type ConfirmDialogProps, type FormDialogProps } from './form-dialog.js';
export {
  ErrorText,
  FieldRow,
  FormGrid,
  Hint,
  Input,
  Label,
  PasswordField,
  Select,
  SelectField,
  TextArea,
  TextAreaField,
  TextField,
  type PasswordFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldKind,
  type TextFieldProps,
} from './fields.js';
export { CloseIcon, EyeIcon, EyeOffIcon, type IconProps } from './icons.js';
export { ImageInput, type ImageInputProps, type ImageInputTexts } from './image-input.js';
export { ProfileSettingsTabs, PROFILE_SETTINGS_TABS } from './profile-settings-tabs.js';
export { MenuButton, type MenuButtonProps, type MenuItem } from './menu.js';
export { BREAKPOINTS, media, mediaQuery, TOUCH_TARGET_PX } from './breakpoints.js';
export { SEARCH_DEBOUNCE_MS, SearchBox, type SearchBoxProps } from './search-box.js';
export { Spinner } from './spinner.js';
export { StatePanel, StatePanelActions, StatePanelTitle } from './state-panel.js';
export { BusyText, MutedText, PageTitle } from './text.js';
export { LinkTabs, Tabs, type LinkTab, type LinkTabsProps, type PanelTab, type TabsProps } from './tabs.js';
export { useForm, type FieldBinding, type FieldMessage, type UseFormOptions } from './use-form.js';
export { useImageUpload, type ImageCalls, type ImageUpload, type ImageUploadOptions, type ImmediateImage } from './use-image-upload.js';
export { cardFrame, spreadRow } from './card.js';
export { Pagination, type PaginationProps } from './pagination.js';
export {
  RemoteComponent,
  RemoteComponentSpinner,
  RemoteUnavailablePanel,
  useRemoteComponent,
  type RemoteComponentProps,
  type RemoteComponentState,
  type RemoteUnavailablePanelProps,
} from './remote-component.js';
export { UnavailableNotice, type UnavailableNoticeProps } from './unavailable-notice.js';
