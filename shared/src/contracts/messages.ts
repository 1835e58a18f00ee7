import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './common.js';
import { de } from './messages/de.js';
import { en, type MessageCatalogue } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { it } from './messages/it.js';
import { uk } from './messages/uk.js';
import { zh } from './messages/zh.js';

/**
 * Messages that both the server and the browser show: validation rules and API errors.
 * Keys are `<group>.<name>`; contracts use them as zod messages, the API translates them
 * by `Accept-Language`, and the browser loads only the reader's language of them as the
 * `common` i18n namespace (shared/src/client/i18n.ts), one file per language under messages/.
 */
export type { MessageCatalogue };
export const MESSAGES: Record<Language, MessageCatalogue> = { en, uk, es, fr, it, zh, de };

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
