// The shell's own strings: what other features may use of i18n.
export { HOST_NAMESPACE, registerHostNamespace, useHostTranslation } from './namespace';
