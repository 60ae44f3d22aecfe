export { DayPlan, defaultDayPlanLabels } from "./DayPlan.js";
export type { DayPlanLabels, DayPlanList, DayPlanOrder, DayPlanProps } from "./DayPlan.js";
