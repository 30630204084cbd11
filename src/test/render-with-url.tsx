import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';

/**
 * Renders a calculator with a query string, inside a router, and records every URL write
 * (with its history mode) so tests can assert input → URL.
 */
export function renderWithUrl(ui: ReactElement, searchParams = '') {
  const updates: UrlUpdateEvent[] = [];
  const view = render(
    <MemoryRouter>
      <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={(event) => updates.push(event)} hasMemory>
        {ui}
      </NuqsTestingAdapter>
    </MemoryRouter>,
  );
  return { ...view, updates };
}

/**
 * Waits longer than nuqs takes to flush a URL write (its throttle), so a test can assert that
 * an input wrote nothing: asserting right after the event would run before any write could land.
 */
export function afterUrlFlush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 150));
}
