/**
 * Text as a filter compares it: lower case, accents dropped ("cote" finds Côte d’Ivoire).
 *
 * @example fold('Côte d’Ivoire') // 'cote d’ivoire'
 */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
