// The types of search-data.mjs, for the unit test that checks src/data/search-places.json is up to date.
export const OUTPUT: string;
export const MIN_COUNTRIES: number;
export function holidayNamesOf(file: { names: readonly string[] }): readonly string[];
export function searchPlaces(files: readonly object[], subdivisions: Readonly<Record<string, string>>): unknown;
export function readCountryFiles(): object[];
export function readSubdivisions(): Record<string, string>;
export function searchPlacesText(data: unknown): string;
