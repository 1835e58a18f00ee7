// Exposed as `mfe_schedule/group-schedule` (webpack.config.cjs); props: `GroupScheduleProps`.
import { ExposedGroupSchedule, initSchedule } from './exposed';

export default ExposedGroupSchedule;
export const init = initSchedule;
