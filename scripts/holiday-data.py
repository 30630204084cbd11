"""Reads python-holidays (vacanza/holidays, MIT licence) into one raw JSON file per country.

Run by scripts/holiday-data.mjs inside the virtual environment it makes (python-holidays pinned
there); that script encodes these raw files into src/data/holidays/. Not run by the site or its
tests.

  python scripts/holiday-data.py <out dir> <first year> <last year>

For each country and territory python-holidays knows (`list_supported_countries`), for the country
and each of its subdivisions, for each category the country supports, it writes every holiday of
every year the country's class covers (clipped to <first year>…<last year>):
  [iso date, category, English name, observed, estimated, substituted from (iso date or null)]
English is `en_US` where the country offers it (else its default language). Observed and
substitute days, estimated dates and "day off in exchange for a working day" are read from the
class's labels, which are replaced here by markers, so the names are the holidays' own names in
every language. Names in every other language the country supports are collected as
{English name: {language: name}}.
"""

import json
import warnings
import re
import inspect
import sys
from concurrent.futures import ProcessPoolExecutor
from datetime import date

import holidays
from holidays import country_holidays

MARK_E = "(~E~)"
MARK_O = "(~O~)"
MARK_OE = "(~OE~)"
SUBSTITUTED = re.compile(r"~(\d{4})~(\d{2})~(\d{2})~")
PLAIN_CODE = re.compile(r"^[A-Za-z0-9]{1,3}$")

# The years in which a lunar or lunisolar calendar's table had no date for a holiday asked for:
# python-holidays then leaves the holiday out without a word, so such a year is not "known".
MISSES = set()


def _watch(cls):
    original = cls._get_holiday

    def get_holiday(self, holiday, year, *args, **kwargs):
        result = original(self, holiday, year, *args, **kwargs)
        if isinstance(result, tuple):
            missing = result[0] is None
        elif result is None:
            missing = True
        elif isinstance(result, date):
            missing = False
        else:
            result = list(result)
            missing = not result
        if missing:
            MISSES.add(getattr(self, "_year", year))
        return result

    cls._get_holiday = get_holiday


def _watch_calendars():
    from holidays.calendars import balinese_saka, buddhist, chinese, hebrew, hindu, islamic, mongolian, tibetan

    for module in (balinese_saka, buddhist, chinese, hebrew, hindu, islamic, mongolian, tibetan):
        for value in vars(module).values():
            if isinstance(value, type) and "_get_holiday" in vars(value):
                _watch(value)


_watch_calendars()


def known_span(years, misses):
    """The longest run of years without a miss, preferring the one that holds 2026."""
    runs, run = [], []
    for y in years:
        if y in misses:
            if run:
                runs.append(run)
            run = []
        else:
            run.append(y)
    if run:
        runs.append(run)
    if not runs:
        return None
    now = [r for r in runs if r[0] <= 2026 <= r[-1]]
    best = now[0] if now else max(runs, key=len)
    return [best[0], best[-1]]


LABELS = {
    "estimated_label": "%s " + MARK_E,
    "observed_label": "%s " + MARK_O,
    "observed_label_before": "%s " + MARK_O,
    "observed_estimated_label": "%s " + MARK_OE,
    "substituted_label": "(~S~%s)",
    "substituted_date_format": "~%Y~%m~%d~",
}


def marked(cls):
    """The country's class with marker labels in place of its translated ones."""
    return type(cls.__name__, (cls,), dict(LABELS))


def parse(name):
    """A marked name as (name, observed, estimated, substituted from)."""
    m = SUBSTITUTED.search(name)
    if m:
        return "", False, False, "-".join(m.groups())
    observed = estimated = False
    name = name.strip()
    while True:
        if name.endswith(MARK_OE):
            observed = estimated = True
            name = name[: -len(MARK_OE)].strip()
        elif name.endswith(MARK_O):
            observed = True
            name = name[: -len(MARK_O)].strip()
        elif name.endswith(MARK_E):
            estimated = True
            name = name[: -len(MARK_E)].strip()
        else:
            break
    if "(~" in name:
        raise ValueError(f"Unread marker in {name!r}")
    return name, observed, estimated, None


def holidays_of(cls, subdiv, category, language, years):
    MISSES.clear()
    # Some classes set their labels on the instance (their special holidays' mixin): the markers
    # go on the instance too, before any year is populated.
    # Sweden's class lists every Sunday as a public holiday by default (the law names Sundays among
    # its allmänna helgdagar, as every calendar keeps them): left out, as a holiday table and a
    # business-day count treat Sundays as the weekend.
    options = {"include_sundays": False} if "include_sundays" in inspect.signature(cls.__init__).parameters else {}
    h = cls(subdiv=subdiv, categories=(category,), language=language, **options)
    for key, value in LABELS.items():
        dict.__setattr__(h, key, value)
    h.years = set(years)
    for year in years:
        h._populate(year)
    out = []
    for day in sorted(h.keys()):
        for i, name in enumerate(h.get_list(day)):
            out.append((day.isoformat(), i, name))
    workdays = sorted(d.isoformat() for d in getattr(h, "weekend_workdays", set()) if d.year in years)
    return out, workdays, known_span(years, MISSES)


def country(args):
    code, first, last = args
    probe = country_holidays(code)
    cls = marked(type(probe))
    start = max(first, probe.start_year)
    end = min(last, probe.end_year)
    years = range(start, end + 1)
    languages = list(probe.supported_languages)
    english = "en_US" if "en_US" in languages else probe.default_language
    deprecated = set(getattr(probe, "_deprecated_subdivisions", ()))
    aliases = probe.get_subdivision_aliases()
    subdivisions = [s for s in probe.subdivisions if s not in deprecated]
    kept = [s for s in subdivisions if PLAIN_CODE.match(s)]
    places = []
    translations = {}
    workdays = []
    for subdiv in [None, *kept]:
        records = []
        spans = {}
        for category in probe.supported_categories:
            base, work, span = holidays_of(cls, subdiv, category, english, years)
            spans[category] = span
            if subdiv is None and category == probe.default_category:
                workdays = work
            en_names = {}
            for iso, i, raw in base:
                name, observed, estimated, substituted = parse(raw)
                en_names[(iso, i)] = name
                records.append([iso, category, name, observed, estimated, substituted])
            # Names of one date are joined in each language's alphabetical order, so only a date of
            # one holiday pairs a name with its English one.
            single = {k for k in en_names if (k[0], 1) not in en_names}
            # Every language's names from the country's own lists; a region's only in the country's
            # own language, for the names the country's lists lack (a region's own holidays).
            for language in languages if subdiv is None else [probe.default_language]:
                if language == english:
                    continue
                if subdiv is not None and all(language in translations.get(n, {}) or n == "" for n in set(en_names.values())):
                    continue
                local, _, _ = holidays_of(cls, subdiv, category, language, years)
                for iso, i, raw in local:
                    en = en_names.get((iso, i)) if (iso, 0) in single and i == 0 and (iso, 1) not in {(x, j) for x, j, _ in local if x == iso and j == 1} else None
                    name = parse(raw)[0]
                    if en and name and name != en:
                        translations.setdefault(en, {}).setdefault(language, name)
        places.append({"subdiv": subdiv, "records": records, "years": spans})
    return {
        "code": code,
        "name": probe.country if hasattr(probe, "country") else code,
        "years": [start, end],
        "defaultLanguage": probe.default_language,
        "english": english,
        "languages": languages,
        "categories": list(probe.supported_categories),
        "defaultCategory": probe.default_category,
        "subdivisions": {s: (aliases.get(s) or [None])[0] for s in kept},
        "skippedSubdivisions": [s for s in subdivisions if s not in kept],
        "places": places,
        "workdays": workdays,
        "translations": translations,
    }


def main():
    warnings.simplefilter("ignore", UserWarning)
    out, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    codes = sorted(holidays.list_supported_countries(include_aliases=False))
    with ProcessPoolExecutor() as pool:
        for data in pool.map(country, [(c, first, last) for c in codes]):
            with open(f"{out}/{data['code'].lower()}.json", "w", encoding="utf-8") as f:
                json.dump(data, f, ensure_ascii=False)
            print(data["code"], end=" ", flush=True)
    with open(f"{out}/meta.json", "w", encoding="utf-8") as f:
        json.dump({"version": holidays.__version__, "generated": date.today().isoformat(), "countries": codes}, f)
    print()


if __name__ == "__main__":
    main()
