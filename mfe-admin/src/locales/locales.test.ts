import { describeLocales } from '@school/shared/testing';
import { loadAdminLocale } from '../i18n';

describeLocales('admin', loadAdminLocale);
