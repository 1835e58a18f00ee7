import { describeLocales } from '@school/shared/testing';
import { loadClassroomLocale } from '../i18n';

describeLocales('classroom', loadClassroomLocale);
