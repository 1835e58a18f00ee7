/**
 * The UI kit every area builds its screens from, so a button or a field looks and behaves
 * the same in every remote. Not a federated module: each app bundles the parts it uses
 * (tree-shaken), and the styles come from the one styled-components and theme on the page.
 */
export { focusRing, VisuallyHidden } from './a11y.js';
export { Alert, type AlertProps, type AlertTone } from './Alert.js';
export { Button, ButtonLink, IconButton, SubmitButton, type ButtonStyleProps, type ButtonVariant, type SubmitButtonProps } from './Button.js';
export { ErrorText, FieldRow, Hint, Input, Label, PasswordField, Select, TextArea, TextField, type PasswordFieldProps, type TextFieldProps } from './fields.js';
export { EyeIcon, EyeOffIcon, type IconProps } from './icons.js';
export { BREAKPOINTS, media, mediaQuery, TOUCH_TARGET_PX } from './breakpoints.js';
export { Spinner } from './Spinner.js';
