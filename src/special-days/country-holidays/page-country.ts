import { createContext } from 'react';
import type { HolidayCountry } from '@/special-days/country-holidays/holiday-country';

/** The country a holiday page shows, for the parts it loads on their own (its text). */
export const PageCountry = createContext<HolidayCountry | null>(null);
