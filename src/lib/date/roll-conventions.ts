/**
 * The names of the business day conventions of `roll.ts`, on their own: a page's URL keys name
 * them without loading the rules (the due-date mode loads them when it is shown).
 */
export const ROLL_CONVENTIONS = ['following', 'preceding', 'modified-following', 'modified-preceding', 'none'] as const;

/** How a date that is not a working day is moved. */
export type RollConvention = (typeof ROLL_CONVENTIONS)[number];
