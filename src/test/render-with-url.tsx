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
