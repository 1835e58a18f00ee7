import { describeLocales } from '@school/shared/testing';
import { loadAuthLocale } from '../i18n';

describeLocales('auth', loadAuthLocale);
