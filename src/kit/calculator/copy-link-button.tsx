import type { ReactNode } from 'react';
import { Button } from '@/kit/calculator/ui/button';
import { Icon } from '@/shell/icon';
import { toastSuccess } from '@/kit/calculator/toast';
import { useHydrated } from '@/shell/use-hydrated';

/**
 * Copies a text to the clipboard and confirms with a toast (or, where the clipboard is not
 * allowed, offers the text to copy by hand). It needs JavaScript, so until the page has
 * hydrated it keeps its place but is not shown.
 */
export function CopyButton({
  text,
  toast,
  children,
  label,
}: {
  text: () => string;
  toast: [title: string, description: string];
  children: ReactNode;
  /** The accessible name, when the visible text alone is not enough. */
  label?: string;
}) {
  const hydrated = useHydrated();
  const copy = async () => {
    const value = text();
    try {
      await navigator.clipboard.writeText(value);
      await toastSuccess(...toast);
    } catch {
      window.prompt('Copy this:', value);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={label} className={hydrated ? undefined : 'invisible'}>
      {children}
    </Button>
  );
}

/** Copies the address of the current inputs, so the same calculation can be reopened or shared. */
export function CopyLinkButton() {
  return (
    <CopyButton text={() => window.location.href} toast={['Link copied!', 'Open it later or share it to see the same calculation.']}>
      <Icon name="link" />
      Copy link
    </CopyButton>
  );
}
