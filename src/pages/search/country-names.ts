/**
 * The other names a visitor may search a country by: what people call it in English besides the
 * name the site uses (a short hand-made list), and its names in its own languages, which the
 * browser already knows (`Intl.DisplayNames`), so the site ships none of those names.
 */

/**
 * Common English names of countries besides the one the site uses (CLDR's short English name),
 * by ISO 3166-1 code: former names, short forms, the parts people name for the whole.
 */
const ENGLISH_ALIASES: Readonly<Record<string, string>> = {
  gb: 'UK, Britain, Great Britain, England, Scotland, Wales, Northern Ireland',
  us: 'USA, US, America, United States of America',
  nl: 'Holland',
  kr: 'Korea, Republic of Korea',
  cz: 'Czech Republic',
  ci: 'Ivory Coast',
  sz: 'Swaziland',
  tr: 'Turkey',
  ae: 'UAE, Emirates',
  mk: 'Macedonia',
  cd: 'DR Congo, DRC, Democratic Republic of the Congo, Zaire',
  cg: 'Republic of the Congo',
  cv: 'Cabo Verde',
  ru: 'Russian Federation',
  va: 'Holy See, Vatican',
  vn: 'Viet Nam',
  ir: 'Persia',
  nz: 'Aotearoa',
  gr: 'Hellas',
  in: 'Bharat',
  jp: 'Nippon, Nihon',
  cn: 'PRC, People’s Republic of China',
  sa: 'KSA',
  bl: 'St. Barts, St. Barths',
  bq: 'Bonaire, Sint Eustatius, Saba',
  fo: 'Faeroe Islands',
  ic: 'Canaries',
  tt: 'Tobago',
  kn: 'Nevis',
};

/**
 * The languages a country's own names are asked for, by language: the likeliest one of each
 * country (Unicode CLDR's likely subtags, as `Intl.Locale('und-DE').maximize()` gives them, written
 * out because the browser's first use of that data is a long task on a slow phone), and the
 * other official languages of multilingual countries (Belgium's French and German, Switzerland's
 * French, Italian and Romansh…). English is left out: a country's English name is the site's.
 */
const LANGUAGES: Readonly<Record<string, string>> = {
  af: 'na za', ak: 'gh', am: 'et',
  ar: 'ae bh dz eg eh iq jo km kw lb ly ma mr om ps qa sa sd ss sy td tn ye', az: 'az', be: 'by',
  bg: 'bg', bi: 'vu', bm: 'ml', bn: 'bd', bs: 'ba', ca: 'ad es', cs: 'cz', da: 'dk',
  de: 'at be de li lu ch', dz: 'bt', el: 'cy gr',
  es: 'ar bo ic cl co cr cu do ec sv gq gt hn mx ni pa pe pr es uy ve', et: 'ee', eu: 'es',
  fa: 'af ir', fi: 'fi', fil: 'ph', fo: 'fo',
  fr: 'be bf bj bl ca cd cg ch ci cm dj dz fr ga gf gn gp lu ma mc mf mq mu nc pf pm re sc tf tg tn wf yt',
  ga: 'ie', gl: 'es', gn: 'py', ha: 'ne', he: 'il', hi: 'in', hr: 'hr', ht: 'ht', hu: 'hu',
  hy: 'am', id: 'id', is: 'is', it: 'it sm ch va', ja: 'jp', ka: 'ge', kk: 'kz', kl: 'gl',
  km: 'kh', ko: 'kp kr', ky: 'kg', lb: 'lu', lo: 'la', lt: 'lt', lv: 'lv', mg: 'mg', mi: 'nz',
  mk: 'mk', mn: 'mn', ms: 'bn cc my sg', mt: 'mt', my: 'mm', nb: 'no sj', ne: 'np',
  nl: 'aw be nl sr', no: 'bv', pap: 'bq cw', pl: 'pl', pt: 'ao br cv gw mz pt st', rm: 'ch',
  rn: 'bi', ro: 'md ro', ru: 'by kz ru', rw: 'rw', sg: 'cf', si: 'lk', sk: 'sk', sl: 'si',
  sm: 'as', sn: 'zw', so: 'so', sq: 'al xk', sr: 'me rs', st: 'ls', sv: 'ax fi se', sw: 'ke tz ug',
  ta: 'sg lk', tg: 'tj', th: 'th', ti: 'er', tk: 'tm', to: 'to', tr: 'cy tr', uk: 'ua', ur: 'pk',
  uz: 'uz', vi: 'vn', wo: 'sn', xh: 'za', 'zh-Hans': 'cn sg', 'zh-Hant': 'hk mo tw', zu: 'za',
};

/** The languages of each country (see `LANGUAGES`), by ISO code. */
const languagesOf = new Map<string, string[]>();
for (const [language, codes] of Object.entries(LANGUAGES)) for (const code of codes.split(' ')) languagesOf.set(code, [...(languagesOf.get(code) ?? []), language]);

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A region's name in `language`, if the browser has one of its own (no fallback to the code). */
function regionName(language: string, code: string): string | undefined {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
    } catch {
      displayNames.set(language, null); // a language the browser does not know
    }
  }
  try {
    return displayNames.get(language)?.of(code.toUpperCase());
  } catch {
    return undefined;
  }
}

/**
 * A country's names in its own languages, as the browser knows them (`Intl.DisplayNames`), each
 * once and none equal to `name`, its English name on the site: “Deutschland”; “Schweiz”, “Suisse”,
 * “Svizzera”, “Svizra”; “日本”. The browser's first use of the names is a long task on a slow
 * phone: the search asks for them once its index without them is in use (see `search-index.ts`).
 *
 * @example ownNames('de', 'Germany') // ['Deutschland']
 */
export function ownNames(code: string, name: string): string[] {
  const names = (languagesOf.get(code) ?? []).flatMap((language) => regionName(language, code) ?? []);
  return [...new Set(names)].filter((own) => own !== name);
}

/**
 * A country's common names in English besides `name` (see `ENGLISH_ALIASES`); a name written
 * with “St.” is also given with “Saint” (the search reads “&” as “and” itself).
 *
 * @example englishNames('gb', 'United Kingdom') // ['UK', 'Britain', 'Great Britain', 'England', …]
 * @example englishNames('lc', 'St. Lucia') // ['Saint Lucia']
 */
export function englishNames(code: string, name: string): string[] {
  const saint = name.includes('St. ') ? [name.replace(/\bSt\. /g, 'Saint ')] : [];
  return [...(ENGLISH_ALIASES[code]?.split(', ') ?? []), ...saint].filter((other) => other !== name);
}
