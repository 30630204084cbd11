import { Button } from '@/components/ui/button';
import { Icon } from '@/components/icon';
import { toastSuccess } from '@/components/toast';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Copies the address of the current inputs, so the same calculation can be reopened or shared.
 * It needs JavaScript, so until the page has hydrated it keeps its place but is not shown.
 */
export function CopyLinkButton() {
  const hydrated = useHydrated();
  const copy = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      await toastSuccess('Link copied!', 'Open it later or share it to see the same calculation.');
    } catch {
      window.prompt('Copy this link:', url);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} className={hydrated ? undefined : 'invisible'}>
      <Icon name="link" />
      Copy link
    </Button>
  );
}
