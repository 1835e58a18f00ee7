// The dictionary feature's public surface: what other features (the classroom's side panel and
// its "add to dictionary") use of it. The page itself is loaded lazily by the routes.
export { dictionaryApi, dictionaryKeys, DICTIONARY_PAGE_SIZE, type DictionaryBody, type DictionaryEntry } from './api/dictionary-api';
export { languageName, pronounce } from './components/pronounce';
