// What other features may use of documents.
export { documentsApi } from './api/documents-api';
export { DocumentList } from './components/DocumentList';
export { DocumentsTab } from './components/DocumentsTab';
