// The classes feature's public surface for other features (the detail pages' classes tab shows
// the same table); routes.tsx loads the pages lazily by path.
export { ClassTable, type ClassTableProps } from './components/class-table';
