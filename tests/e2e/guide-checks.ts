/** The guides' worked examples that a calculator shows: each a link of the URL contract and the result it gives. */
import type { GuideCheck } from '../../src/content/types';
import { checks as excelChecks } from '../../src/pages/excel-formulas/excel-formulas.data';
import { checks as developerChecks } from '../../src/pages/developer-tools/developer-tools.data';
import { checks as faqChecks } from '../../src/pages/faq/faq.data';

export const guideChecks: readonly [path: string, checks: readonly GuideCheck[]][] = [
  ['/excel-formulas', excelChecks],
  ['/developer-tools', developerChecks],
  ['/faq', faqChecks],
];

/** One worked example per calculator the guides link to (the first one given for each path). */
export const checkPerCalculator: readonly GuideCheck[] = [
  ...new Map(
    guideChecks
      .flatMap(([, checks]) => checks)
      .reverse()
      .map((check) => [check.link.split('?')[0], check]),
  ).values(),
];
