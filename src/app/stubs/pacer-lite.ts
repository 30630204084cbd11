/**
 * Stands in for `@tanstack/pacer-lite` (see vite.config.ts): TanStack Form uses it only to
 * throttle the form-state reports it sends to the devtools channel, which is a no-op here
 * (`devtools-event-client.ts`). Throttling nothing needs no code.
 */
export function liteThrottle(): () => void {
  return () => {};
}
