/** The credit of the world holiday data and the weekend data, as a page's text gives it (python-holidays' MIT licence asks for its notice; src/data/holidays/LICENSE.md holds it). */
export function HolidayDataCredit() {
  return (
    <p>
      Holiday data: <a href="https://github.com/vacanza/holidays">python-holidays</a>,{' '}
      <a href="https://github.com/vacanza/holidays/blob/dev/LICENSE">MIT licence</a>. Weekends: <a href="https://cldr.unicode.org/">Unicode CLDR</a>.
    </p>
  );
}
