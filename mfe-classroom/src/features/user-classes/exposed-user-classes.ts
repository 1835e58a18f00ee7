// Exposed as `mfe_classroom/user-classes` (webpack.config.cjs); props: `UserClassesProps`.
import { ExposedUserClasses, initClassroom } from './exposed';

export default ExposedUserClasses;
export const init = initClassroom;
