/**
 * The default weekend, in a module of its own so that forms and URL parsers can name it without
 * loading the business-day arithmetic or the holiday rules.
 */
import type { Weekday } from './civil-date';

/** Saturday and Sunday. */
export const DEFAULT_WEEKEND: readonly Weekday[] = [6, 0];
