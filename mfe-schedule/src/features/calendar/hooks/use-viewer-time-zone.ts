// In lib since the detail pages' agenda (features/user-schedule) reads the same zone.
export { useViewerTimeZone } from '../../../lib/viewer-time-zone';
