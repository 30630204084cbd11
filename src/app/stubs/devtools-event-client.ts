/**
 * Stands in for `@tanstack/devtools-event-client` (see vite.config.ts): TanStack Form reports
 * every form change to a devtools panel through it, retrying a connection every second. The
 * site ships no devtools, so the client does nothing and its code stays out of the pages.
 */
export class EventClient {
  emit(): void {}
  on(): () => void {
    return () => {};
  }
}
