// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { adoptFiles, deleteFileRow, findFile, forgetOwnedFiles } from './files.repository.js';
export { recordingCleanupPlugin, removeUnreferencedRecordings } from './recording-cleanup.js';
export { files } from './files.table.js';
export { createFilesService, fileUrl, storeFile, type FileBytes, type FilesService } from './files.service.js';
export { sendStored, type StoredFile } from './download.js';
export { HEAD_BYTES, receiveToStorage, stagedUploadsPlugin, type StagedUpload } from './staging.js';
export { isSizeError, receiveImage, uploadError, type Upload } from './uploads.js';
export { filesRoutes } from './files.routes.js';
