/**
 * Text as the site's filters and searches compare it: lower case, accents dropped ("cote" finds
 * Côte d’Ivoire, "zurich" Zürich). Each filter adds its own rules for spaces and punctuation.
 *
 * @example foldAccents('Côte d’Ivoire') // 'cote d’ivoire'
 */
export const foldAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
