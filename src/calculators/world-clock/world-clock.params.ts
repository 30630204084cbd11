/** The URL contract of /world-clock. */
import { createParser } from 'nuqs';
import { placeList } from '@/components/place-list';

/** Absent: the visitor's zone and six world cities. */
export const worldClockParams = { places: createParser(placeList(1)) };
