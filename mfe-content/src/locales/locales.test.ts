import { describeLocales } from '@school/shared/testing';
import { loadContentLocale } from '../routes';

describeLocales('content', loadContentLocale);
