/**
 * How the pages name the holiday data's kinds of day (python-holidays' categories) and say who has
 * the day off: the country holiday tables, their kind boxes, and the working-day calendar's
 * choice of kinds counted as days off.
 */
import type { DayKind } from '@/lib/date/place-holidays';

interface KindText {
  /** The table's Type cell and a calendar event's kind. */
  label: string;
  /** A box of the kinds' fieldset: short. */
  box: string;
  /** Who has the day off, in a sentence of its own. */
  note: string;
}

const faith = (members: string, box: string): KindText => ({
  label: `Holiday of ${members}`,
  box,
  note: `A day off for ${members} (the law gives them the day; others work).`,
});

export const DAY_KIND_TEXT: Record<DayKind, KindText> = {
  public: { label: 'Public holiday', box: 'Public', note: 'A day off for everyone: counted as a day off in every business-day calculation.' },
  bank: { label: 'Bank holiday', box: 'Bank', note: 'Banks and many offices close; a day off in a calculation only when bank holidays are included.' },
  half: { label: 'Half day', box: 'Half days', note: 'Off for part of the day, or for some groups only (in China, Women’s Day is a half day off for women).' },
  optional: { label: 'Optional holiday', box: 'Optional', note: 'Employees may choose to take it, as one of a set number of optional days.' },
  government: { label: 'Government holiday', box: 'Government', note: 'Government offices close; private employers may stay open.' },
  school: { label: 'School holiday', box: 'School', note: 'Schools are closed; it is not a day off for others.' },
  workday: { label: 'Holiday, worked', box: 'Worked holidays', note: 'A holiday in law that is a working day (as Ukraine’s holidays are under martial law, since 2022).' },
  catholic: {
    label: 'Catholic areas',
    box: 'Catholic areas',
    note: 'A day off only where most people are Catholic (in Bavaria, Assumption Day in the municipalities with a Catholic majority, Munich among them).',
  },
  armed_forces: { label: 'Armed forces', box: 'Armed forces', note: 'A day off for the armed forces.' },
  unofficial: { label: 'Unofficial', box: 'Unofficial', note: 'Widely marked, but not a day off in law.' },
  de_facto: { label: 'De facto holiday', box: 'De facto', note: 'Not a holiday in law, but most employers give the day off.' },
  christian: faith('Christians', 'Christian'),
  hindu: faith('Hindus', 'Hindu'),
  islamic: faith('Muslims', 'Islamic'),
  hebrew: faith('the Jewish community', 'Jewish'),
  orthodox: faith('Orthodox Christians', 'Orthodox'),
  protestant: faith('Protestants', 'Protestant'),
  albanian: faith('the Albanian community', 'Albanian'),
  armenian: faith('the Armenian community', 'Armenian'),
  bosnian: faith('the Bosniak community', 'Bosniak'),
  roma: faith('the Roma community', 'Roma'),
  serbian: faith('the Serbian community', 'Serbian'),
  turkish: faith('the Turkish community', 'Turkish'),
  vlach: faith('the Vlach community', 'Vlach'),
  yazidi: faith('Yazidis', 'Yazidi'),
  sabian: faith('Sabian Mandaeans', 'Sabian'),
  optional_women: { label: 'Optional (women)', box: 'Optional (women)', note: 'An optional day off for women.' },
  restricted_settlement: { label: 'Restricted settlements', box: 'Restricted settlements', note: 'A day off in the settlements the law names.' },
};
