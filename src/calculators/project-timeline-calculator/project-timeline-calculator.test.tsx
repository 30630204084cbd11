// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render as renderPage, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { fixToday } from '@/test/fixed-today';
import { ProjectTimeline } from '@/calculators/project-timeline-calculator/project-timeline-calculator.page';

/** This page reads its keys through the router (no nuqs): the router holds the query string. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const render = (search = '') =>
  renderPage(
    <MemoryRouter initialEntries={[`/${search}`]}>
      <ProjectTimeline />
      <LocationProbe />
    </MemoryRouter>,
  );
const location = () => screen.getByTestId('location').textContent;
const row = (n: number) => within(screen.getByRole('group', { name: `Task ${n}` }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => r.textContent);

fixToday(new Date(2026, 10, 23, 12)); // Monday, November 23, 2026

describe('project timeline on November 23, 2026', () => {
  it('a shared link shows the schedule, the summary and the rows in the form', async () => {
    render('?start=2027-01-04&task=5b:Design&task=7c:Shipping&task=3b:Review&task=2c:Launch');
    // The schedule is a lazy chunk: its first load can take a while on a busy machine.
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy(), { timeout: 10_000 });
    expect(bodyRows()).toEqual([
      '1DesignMonday, January 4, 2027Friday, January 8, 20275 daysBusiness Days',
      '2ShippingSaturday, January 9, 2027Friday, January 15, 20277 daysCalendar Days',
      '3ReviewMonday, January 18, 2027Wednesday, January 20, 20273 daysBusiness Days',
      '4LaunchThursday, January 21, 2027Friday, January 22, 20272 daysCalendar Days',
    ]);
    const summary = screen.getByRole('status', { name: 'Project Summary' }).textContent;
    expect(summary).toContain('Project startMonday, January 4, 2027');
    expect(summary).toContain('Project endFriday, January 22, 2027');
    expect(summary).toContain('Total tasks4');
    expect(summary).toContain('Calendar days (both counted)19 days');
    expect(summary).toContain('Business days (both counted)15 days');
    await waitFor(() => expect((row(4).getByLabelText('Task 4 name') as HTMLInputElement).value).toBe('Launch'));
    expect((row(1).getByLabelText('Business days only') as HTMLInputElement).checked).toBe(true);
  });

  it('Calculate writes start and one task per kept row (push), and says how many rows it skipped', async () => {
    render();
    await waitFor(() => expect(screen.getByText(/the plan starts today, Monday, November 23, 2026/)).toBeTruthy());
    expect((screen.getByLabelText('Project start date') as HTMLInputElement).value).toBe('');
    fireEvent.change(row(1).getByLabelText('Task 1 name'), { target: { value: 'Design: v2 & "more"' } });
    fireEvent.change(row(1).getByLabelText('Task 1 days'), { target: { value: '5' } });
    fireEvent.click(row(1).getByLabelText('Business days only'));
    fireEvent.change(row(2).getByLabelText('Task 2 name'), { target: { value: 'No duration' } });
    fireEvent.change(row(3).getByLabelText('Task 3 name'), { target: { value: 'Build' } });
    fireEvent.change(row(3).getByLabelText('Task 3 days'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Project Timeline' }));
    await waitFor(() => expect(location()).toBe('?start=2026-11-23&task=5b:Design:%20v2%20%26%20%22more%22&task=10c:Build'));
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain('2 tasks scheduled; 1 row skipped. A task needs a name and a whole number of days from 1 to 9,999.');
    expect(alert).toContain('Task 2: no number of days.');
    expect(row(2).getByLabelText('Task 2 days').getAttribute('aria-invalid')).toBe('true');
    expect(row(2).getByLabelText('Task 2 name').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(bodyRows()[0]).toBe('1Design: v2 & "more"Monday, November 23, 2026Friday, November 27, 20265 daysBusiness Days'));
  });

  it('when no row is a task, says which rows were skipped and why, and takes the previous schedule away', async () => {
    render('?start=2027-01-04&task=5b:Design');
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect((row(1).getByLabelText('Task 1 name') as HTMLInputElement).value).toBe('Design'));
    fireEvent.change(screen.getByLabelText('Project start date'), { target: { value: '2027-02-01' } });
    fireEvent.change(row(1).getByLabelText('Task 1 days'), { target: { value: '0' } });
    fireEvent.change(row(2).getByLabelText('Task 2 days'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Project Timeline' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Nothing was scheduled: the rows below were skipped.'));
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain('Task 1: “0” is not a whole number of days from 1 to 9,999.');
    expect(alert).toContain('Task 2: no name.');
    // The schedule of the plan in the address is gone: the form no longer holds it.
    expect(screen.queryByRole('table')).toBeNull();
    const result = screen.getByTestId('result').textContent;
    expect(result).toContain('No schedule yet: no row holds a complete task');
    expect(result).toContain('The plan starts on Monday, February 1, 2027, the date in the form.');
    expect(result).not.toContain('Without a start date');
    expect(location()).toBe('?start=2027-01-04&task=5b:Design');
  });

  it('Calculate with every row empty asks for a task', async () => {
    render();
    await waitFor(() => expect(screen.getByText(/Without a start date the plan starts today/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Project Timeline' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Nothing to schedule: enter a task name and its number of days.'));
    expect(location()).toBe('');
  });

  it('adds, moves and removes rows; Remove shows only with more than one row', async () => {
    render('?task=1c:A&task=2c:B');
    await waitFor(() => expect((row(2).getByLabelText('Task 2 name') as HTMLInputElement).value).toBe('B'));
    fireEvent.click(row(1).getByRole('button', { name: 'Move task 1 down' }));
    expect((row(1).getByLabelText('Task 1 name') as HTMLInputElement).value).toBe('B');
    expect((row(2).getByLabelText('Task 2 name') as HTMLInputElement).value).toBe('A');
    expect((row(1).getByRole('button', { name: 'Move task 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(screen.getAllByRole('group', { name: /^Task \d+$/ })).toHaveLength(4);
    for (const n of [4, 3, 2]) fireEvent.click(row(n).getByRole('button', { name: `Remove task ${n}` }));
    expect(screen.getAllByRole('group', { name: /^Task \d+$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('leaves out hostile rows of a link, keeping the rest', async () => {
    render('?task=2c:Keep&task=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&task=99999b:Too%20long&task=1b:%3Cb%3Ebold%3C%2Fb%3E');
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy(), { timeout: 10_000 });
    expect(bodyRows().map((r) => r?.slice(0, 12))).toEqual(['1KeepMonday,', '2<b>bold</b>']);
    expect(document.querySelector('b')).toBeNull();
  });

  it('uses the link’s weekend and holiday calendar', async () => {
    render('?start=2026-12-21&task=8b:Testing&task=1b:Release&holidays=us');
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy(), { timeout: 10_000 });
    expect(bodyRows()[1]).toBe('2ReleaseMonday, January 4, 2027Monday, January 4, 20271 dayBusiness Days');
    // The working-day calendar's control loads at once when the link sets one of its keys.
    await waitFor(() => expect((screen.getByLabelText('Holidays') as HTMLSelectElement).value).toBe('us'), { timeout: 10_000 });
  });
});

describe('the working-day calendar of business-day tasks', () => {
  /** The result's text once its schedule is there. */
  const resultText = async () => {
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy(), { timeout: 10_000 });
    return screen.getByTestId('result').textContent;
  };

  it('skips a region’s holidays and lists what the plan passed over; the schedule waits for the place’s data', async () => {
    // Every version of the first row the page ever shows: never one without the holidays.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const first = document.querySelector('tbody tr')?.textContent;
      if (first) seen.add(first);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    render('?start=2027-03-22&task=10b:Testing&task=1b:Release&holidays=gb-eng');
    const text = await resultText();
    observer.disconnect();
    expect(bodyRows()).toEqual([
      '1TestingMonday, March 22, 2027Tuesday, April 6, 202710 daysBusiness Days',
      '2ReleaseWednesday, April 7, 2027Wednesday, April 7, 20271 dayBusiness Days',
    ]);
    expect([...seen]).toEqual(['1TestingMonday, March 22, 2027Tuesday, April 6, 202710 daysBusiness Days']);
    expect(text).toContain('From Monday, March 22, 2027 to Wednesday, April 7, 2027.');
    expect(text).toContain('Weekend days skipped: Saturday and Sunday (4 days).');
    await waitFor(() => expect(screen.getByTestId('result').textContent).toContain('Holidays of United Kingdom: England skipped (2):'));
    const listed = within(screen.getByRole('region', { name: 'Days not worked' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(listed).toEqual(['Good Friday: Friday, March 26, 2027', 'Easter Monday: Monday, March 29, 2027']);
    // 17 calendar days less 4 weekend days and 2 holidays.
    expect(text).toContain('Calendar days (both counted)17 days');
    expect(text).toContain('Business days (both counted)11 days');
  });

  it('takes the place’s weekend when the link sets none: Friday and Saturday in Saudi Arabia', async () => {
    render('?start=2027-01-03&task=6b:Design&holidays=sa');
    const text = await resultText();
    expect(bodyRows()).toEqual(['1DesignSunday, January 3, 2027Sunday, January 10, 20276 daysBusiness Days']);
    expect(text).toContain('Weekend days skipped: Friday and Saturday (2 days).');
    expect(location()).toBe('?start=2027-01-03&task=6b:Design&holidays=sa');
  });

  it('counts the link’s own days off and working days, and lists the days off', async () => {
    render('?start=2027-01-04&task=5b:Design&task=3b:Review&off=2027-01-06&work=2027-01-09');
    const text = await resultText();
    expect(bodyRows()).toEqual([
      '1DesignMonday, January 4, 2027Saturday, January 9, 20275 daysBusiness Days',
      '2ReviewMonday, January 11, 2027Wednesday, January 13, 20273 daysBusiness Days',
    ]);
    expect(text).toContain('Your day off: Wednesday, January 6, 2027');
    expect(text).toContain('Weekend days skipped: Saturday and Sunday (1 day).');
    expect(text).toContain('Your working days (1) are worked whatever the weekend and holidays say.');
  });

  it('a place the holiday data does not know: said near the result, no holidays counted, left out of the address', async () => {
    render('?start=2027-01-04&task=5b:Design&holidays=zz&bank=true');
    await waitFor(() => expect(screen.getByTestId('result').textContent).toContain('The holiday data knows no place “zz”, so no holidays are counted.'), { timeout: 10_000 });
    expect(bodyRows()).toEqual(['1DesignMonday, January 4, 2027Friday, January 8, 20275 daysBusiness Days']);
    await waitFor(() => expect(location()).toBe('?start=2027-01-04&task=5b:Design'));
    // The message stays with the result; Calculate writes no place.
    expect(screen.getByTestId('result').textContent).toContain('The holiday data knows no place “zz”');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Project Timeline' }));
    await waitFor(() => expect(location()).toBe('?start=2027-01-04&task=5b:Design'));
  });

  it('Calculate writes the calendar chosen in the control with the plan', async () => {
    render('?start=2027-03-22&task=10b:Testing&holidays=gb-eng');
    await resultText();
    const place = (await waitFor(() => {
      const select = screen.getByLabelText('Holidays') as HTMLSelectElement;
      expect(select.value).toBe('gb-eng');
      return select;
    }, { timeout: 10_000 }));
    fireEvent.change(place, { target: { value: 'gb-sct' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Count bank holidays as days off' }));
    fireEvent.change(screen.getByLabelText('Extra days off: add a date'), { target: { value: '2027-03-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Project Timeline' }));
    await waitFor(() => expect(location()).toBe('?start=2027-03-22&task=10b:Testing&holidays=gb-sct&bank=true&off=2027-03-24'));
    await waitFor(() => expect(bodyRows()[0]).toBe('1TestingMonday, March 22, 2027Tuesday, April 6, 202710 daysBusiness Days'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toContain('Your day off: Wednesday, March 24, 2027'));
  });
});
