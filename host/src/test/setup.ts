import { i18n } from '@school/shared';
import en from '../locales/en.json';
import { HOST_NAMESPACE } from '../features/i18n/namespace';

// Component tests read the English texts, loaded synchronously instead of by dynamic import.
i18n.addResourceBundle('en', HOST_NAMESPACE, en, true, true);
void i18n.changeLanguage('en');
