import { describeLocales } from '@school/shared/testing';
import { loadScheduleLocale } from '../i18n';

describeLocales('schedule', loadScheduleLocale);
