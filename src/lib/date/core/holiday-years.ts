/**
 * The years the world holiday data holds (a place may hold fewer: see place-holidays.ts's
 * `CountryHolidays.yearsOf`). In the core, beside the civil dates, because both the working-day
 * calendar's forms and the holiday data's decoder need it, and neither should load the other.
 */
export const PLACE_HOLIDAY_YEARS = { from: 1900, to: 2100 } as const;
