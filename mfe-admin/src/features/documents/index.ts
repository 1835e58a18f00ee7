// What other features may use of documents.
export { documentsApi, type DocumentOwner } from './api/documents-api';
export { DocumentList } from './components/document-list';
export { DocumentsTab } from './components/documents-tab';
