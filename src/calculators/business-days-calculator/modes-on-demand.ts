/**
 * The business days page's count and due modes, one chunk loaded when either opens (one module,
 * so the code they share with the page ships in one chunk beside it, not in several).
 */
export * as count from '@/calculators/business-days-calculator/count-mode';
export * as due from '@/calculators/business-days-calculator/due-mode';
