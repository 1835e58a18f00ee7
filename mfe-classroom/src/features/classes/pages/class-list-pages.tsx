import { withServerData } from '@school/shared/query';
import { ClassListView } from './class-list-view';

function MyClassesView() {
  return <ClassListView scope="mine" />;
}

function SchoolClassesView() {
  return <ClassListView scope="school" />;
}

/** `/lessons/classes`: the classes a teacher teaches, or a student is in. */
export const MyClassesPage = withServerData(MyClassesView);
/** `/lessons/classes/school`: every class of the school (administrators). */
export const SchoolClassesPage = withServerData(SchoolClassesView);
