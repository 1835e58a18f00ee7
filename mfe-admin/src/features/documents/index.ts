// What other features may use of documents.
export { documentsApi, type DocumentOwner } from './api/documents-api';
export { DocumentList } from './components/DocumentList';
export { DocumentsTab } from './components/DocumentsTab';
