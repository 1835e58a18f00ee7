import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './common.js';
import { deAreas } from './messages/de.js';
import { enAreas, type AreaMessages, type MessageCatalogue } from './messages/en.js';
import { esAreas } from './messages/es.js';
import { frAreas } from './messages/fr.js';
import { itAreas } from './messages/it.js';
import { ukAreas } from './messages/uk.js';
import { zhAreas } from './messages/zh.js';
import { deStart } from './messages/start/de.js';
import { enStart, type StartMessages } from './messages/start/en.js';
import { esStart } from './messages/start/es.js';
import { frStart } from './messages/start/fr.js';
import { itStart } from './messages/start/it.js';
import { ukStart } from './messages/start/uk.js';
import { zhStart } from './messages/start/zh.js';

/**
 * Messages that both the server and the browser show: validation rules and API errors.
 * Keys are `<group>.<name>`; contracts use them as zod messages, the API translates them
 * by `Accept-Language`, and the browser loads only the reader's language of them as the
 * `common` i18n namespace (shared/src/client/i18n.ts), in two files per language: the groups
 * any page may show from its start (messages/start/<language>.ts), and those only the course,
 * lesson and administration pages show (messages/<language>.ts), which those pages load.
 */
export type { AreaMessages, MessageCatalogue, StartMessages };
export const MESSAGES: Record<Language, MessageCatalogue> = {
  en: { ...enStart, ...enAreas },
  uk: { ...ukStart, ...ukAreas },
  es: { ...esStart, ...esAreas },
  fr: { ...frStart, ...frAreas },
  it: { ...itStart, ...itAreas },
  zh: { ...zhStart, ...zhAreas },
  de: { ...deStart, ...deAreas },
};

/** Picks the best supported language from an `Accept-Language` header. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (found?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Resolves `group.name` in a language; unknown keys come back unchanged. */
export function translateMessage(key: string, language: Language): string {
  const [group, name] = key.split('.');
  const table = MESSAGES[language] as Record<string, Record<string, string> | undefined>;
  const text = group && name ? table[group]?.[name] : undefined;
  return text ?? key;
}
