/** The credit of the world holiday data and the weekend data, as a page's text gives it (the data's CC BY-SA 3.0 licence asks for it). */
export function HolidayDataCredit() {
  return (
    <p>
      Holiday data: <a href="https://github.com/commenthol/date-holidays">date-holidays</a>, licensed{' '}
      <a href="https://creativecommons.org/licenses/by-sa/3.0/">CC BY-SA 3.0</a>. Weekends: <a href="https://cldr.unicode.org/">Unicode CLDR</a>.
    </p>
  );
}
