import type { IconKey } from '@/registry/types';
import sprite from '@/shell/icons.svg?url&no-inline';
import { cn } from '@/shell/utils';

/** The icons of the shell and the shared components, besides the pages' own (`IconKey`). */
export type UiIconName = 'logo' | 'menu' | 'close' | 'panel-left' | 'moon' | 'sun' | 'chevron-down' | 'chevron-right' | 'link' | 'copy';
export type IconName = IconKey | UiIconName;

/**
 * A decorative icon (Lucide's artwork), drawn from the site's one SVG sprite file
 * (`src/shell/icons.svg`, hashed and cached; the service worker keeps it for offline), whose
 * symbols carry the stroke and the size of their drawing: the icons cost no JavaScript, and no
 * page repeats the sprite, however many pages list one.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('size-4 shrink-0', className)}>
      <use href={`${sprite}#icon-${name}`} />
    </svg>
  );
}
