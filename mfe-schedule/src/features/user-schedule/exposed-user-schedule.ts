// Exposed as `mfe_schedule/user-schedule` (webpack.config.cjs); props: `UserScheduleProps`.
import { ExposedUserSchedule, initSchedule } from './exposed';

export default ExposedUserSchedule;
export const init = initSchedule;
