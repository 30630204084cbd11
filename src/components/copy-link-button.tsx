import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastSuccess } from '@/components/toast';

/** Copies the address of the current inputs, so the same calculation can be reopened or shared. */
export function CopyLinkButton() {
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
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      <Link2 aria-hidden="true" />
      Copy link
    </Button>
  );
}
