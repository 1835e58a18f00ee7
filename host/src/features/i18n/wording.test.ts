import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@school/shared/contracts';
import { MESSAGES } from '@school/shared/messages';

/*
 * Words that name two different things mislead (issue 20): "Тарифи" was both the platform's
 * pricing page and a student's own plans, "Завантажити" both upload and download. Read from
 * each area's locale files (by path: the areas are separate packages) and checked in all seven
 * languages.
 */
const REPO = path.resolve(__dirname, '../../../..');

function text(area: string, language: Language, key: string): string {
  const file = JSON.parse(fs.readFileSync(path.join(REPO, area, 'src', 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
  if (typeof value !== 'string') throw new Error(`${area} ${language} ${key} is missing`);
  return value;
}

/** The verb of an upload and of a download, as each language's labels use them. */
const VERBS: Record<Language, { upload: string; download: string }> = {
  uk: { upload: 'Додати', download: 'Завантажити' },
  en: { upload: 'Upload', download: 'Download' },
  de: { upload: 'hochladen', download: 'herunterladen' },
  es: { upload: 'Subir', download: 'Descargar' },
  fr: { upload: 'Téléverser', download: 'Télécharger' },
  it: { upload: 'Carica', download: 'Scarica' },
  zh: { upload: '上传', download: '下载' },
};

const UPLOADS: [string, string][] = [
  ['mfe-auth', 'avatar.upload'],
  ['mfe-admin', 'documents.upload.label'],
  ['mfe-admin', 'documents.upload.submit'],
  ['exercises', 'pictures.upload'],
  ['exercises', 'audio.sources.file'],
];

const DOWNLOADS: [string, string][] = [
  ['mfe-admin', 'documents.actions.download'],
  ['mfe-admin', 'documents.actions.downloadNamed'],
  ['exercises', 'player.pdf.download'],
  ['exercises', 'pdf.download'],
];

/**
 * Whether `label`'s action is `verb`: a word of its own; in Chinese, which has no spaces, the
 * label's start ("下载已上传的 PDF" downloads the uploaded PDF).
 */
function hasVerb(label: string, verb: string, language: Language): boolean {
  if (language === 'zh') return label.startsWith(verb);
  return new RegExp(`(^|[\\s'’])${verb}($|[\\s'’])`, 'iu').test(label);
}

describe.each(LANGUAGES)('wording in %s', (language) => {
  const { upload, download } = VERBS[language];

  it.each(UPLOADS)('%s %s says upload, never download', (area, key) => {
    const label = text(area, language, key);
    expect(hasVerb(label, upload, language)).toBe(true);
    expect(hasVerb(label, download, language)).toBe(false);
  });

  it.each(DOWNLOADS)('%s %s says download, never upload', (area, key) => {
    const label = text(area, language, key);
    expect(hasVerb(label, download, language)).toBe(true);
    expect(hasVerb(label, upload, language)).toBe(false);
  });

  it("names the platform's pricing page apart from a student's own plans", () => {
    const pricing = text('host', language, 'header.pricing');
    const ownPlans = [MESSAGES[language].profileTabs.plans, text('mfe-admin', language, 'profile.tabs.plans'), text('mfe-admin', language, 'detail.tabs.tariffs')];
    for (const plans of ownPlans) expect(pricing.toLowerCase()).not.toBe(plans.toLowerCase());
  });
});
