// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlacePicker } from '@/components/place-picker';
import { loadPlaces } from '@/lib/date/place-data';

const values = () => [...screen.getByLabelText<HTMLSelectElement>('Holidays').options].map((o) => o.value);

async function renderPicker(initial: string) {
  const places = await loadPlaces();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <PlacePicker places={places} value={value} onChange={setValue} />
        <output data-testid="value">{value}</output>
      </>
    );
  }
  render(<Harness />);
  return places;
}

describe('PlacePicker', () => {
  afterEach(cleanup);

  it('lists the calendars and every country, and no region until a country is chosen', async () => {
    const places = await renderPicker('none');
    const listed = values();
    expect(listed.slice(0, 2)).toEqual(['none', 'us']);
    // Every country once; the United States' national option is the US federal calendar.
    expect(listed.length).toBe(2 + places.length - 1);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain('de');
    expect(listed.some((v) => v.includes('-'))).toBe(false);
  });

  it('lists the chosen country’s regions first, and a region chosen from there is the value', async () => {
    const places = await renderPicker('none');
    fireEvent.change(screen.getByLabelText('Holidays'), { target: { value: 'de' } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('de'));
    const germany = places.find((c) => c.code === 'de')!;
    expect(values().slice(2, 2 + germany.regions.length)).toEqual(germany.regions.map((r) => `de-${r.code}`));
    expect(screen.getByRole('group', { name: 'Regions of Germany' })).toBeTruthy();
    expect(values()).not.toContain('gb-sct');
    fireEvent.change(screen.getByLabelText('Holidays'), { target: { value: 'de-by' } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('de-by'));
    expect(screen.getByLabelText<HTMLSelectElement>('Holidays').value).toBe('de-by');
  });

  it('with the US federal calendar chosen, lists the US states', async () => {
    await renderPicker('us');
    expect(values()).toContain('us-ca');
    expect(values()).not.toContain('de-by');
  });

  it('the filter finds a region of any country by name, accents optional, and keeps the chosen place', async () => {
    await renderPicker('de-by');
    fireEvent.change(screen.getByLabelText('Filter the places by name'), { target: { value: 'zurich' } });
    await waitFor(() => expect(values()).toContain('ch-zh'));
    // Groups in the order of the countries' names: Germany (its chosen region kept), then Switzerland.
    expect(values()).toEqual(['none', 'us', 'de-by', 'ch-zh', 'de']);
    expect(screen.getByText(/^1 of \d+ countries and 2 regions match\.$/)).toBeTruthy();
  });
});
