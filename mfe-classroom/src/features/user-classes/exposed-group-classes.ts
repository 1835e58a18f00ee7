// Exposed as `mfe_classroom/group-classes` (webpack.config.cjs); props: `GroupClassesProps`.
import { ExposedGroupClasses, initClassroom } from './exposed';

export default ExposedGroupClasses;
export const init = initClassroom;
