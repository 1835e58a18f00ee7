import { describeLocales } from '@school/shared/testing';
import { loadContentLocale } from '../i18n';

describeLocales('content', loadContentLocale);
