// Unit tests render at once, before an on-demand catalogue could arrive: give the one i18n
// instance every language of the shared `common` catalogue up front.
import { i18n } from '../src/client/i18n';
import { MESSAGES } from '../src/contracts/messages';

for (const [language, catalogue] of Object.entries(MESSAGES)) {
  i18n.addResourceBundle(language, 'common', catalogue, true, true);
}
