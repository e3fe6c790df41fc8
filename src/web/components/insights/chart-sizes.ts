/** The charts' heights, known before the charting library loads so its placeholder keeps the room. */
export const DAILY_CHART_HEIGHT = 280;

export const breakdownChartHeight = (rows: number) => rows * 44 + 18;
