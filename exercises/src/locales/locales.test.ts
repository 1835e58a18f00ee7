import { describeLocales } from '@school/shared/testing';
import { loadExercisesLocale } from '../i18n.js';

describeLocales('exercises', loadExercisesLocale);
