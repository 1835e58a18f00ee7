import type { Language } from '@school/shared/contracts';
import { MESSAGES } from '@school/shared/messages';
import { describeLocales } from '@school/shared/testing';

// Each remote checks its own namespace with the same function; the shell checks its own and the shared catalogue.
describeLocales('host', (language: Language) => import(`../../locales/${language}.json`).then((module: { default: unknown }) => module.default));
describeLocales('shared messages', (language: Language) => Promise.resolve(MESSAGES[language]));
