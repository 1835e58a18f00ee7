/**
 * Says a word aloud: its recording when it has one, else the browser's speech synthesis in the
 * entry's language. False when the browser can do neither (the page says so, spec 01 §8).
 */
export function pronounce(entry: { phrase: string; audio: string | null; language: string }): boolean {
  if (entry.audio) {
    if (typeof Audio !== 'function') return false;
    void new Audio(entry.audio).play().catch(() => undefined);
    return true;
  }
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance !== 'function') return false;
  const utterance = new SpeechSynthesisUtterance(entry.phrase);
  utterance.lang = entry.language;
  // A word said while another is still spoken replaces it rather than queueing behind it.
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

/** The language's name in the reader's language ("German", "Німецька"); the code where the browser has no names. */
export function languageName(code: string, readerLanguage: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code;
  try {
    const name = new Intl.DisplayNames([readerLanguage], { type: 'language', fallback: 'code' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(readerLanguage) + name.slice(1);
  } catch {
    return code;
  }
}
