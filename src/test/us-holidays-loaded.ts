/**
 * The US federal holiday rules load on demand (`HOLIDAY_CALENDARS.us.load`); the engine's tests
 * and examples use them directly, so every test file starts with them loaded. Pages still go
 * through their loading state: `useCalendarStatus` keeps its own record of what has settled.
 */
import { beforeAll } from 'vitest';
import { loadHolidayCalendar } from '@/lib/date/business-days';

beforeAll(() => loadHolidayCalendar('us'));
