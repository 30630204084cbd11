import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Freezes the clock of a component test file at noon local time on `date` (default Wednesday,
 * January 15, 2025) and unmounts after each test.
 */
export function fixToday(date = new Date(2025, 0, 15, 12)) {
  beforeEach(() => {
    vi.useFakeTimers({ now: date, toFake: ['Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
