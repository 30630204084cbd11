import type { IconKey } from '@/registry/types';
import { cn } from '@/shell/utils';

/** The icons of the shell and the shared components, besides the pages' own (`IconKey`). */
export type UiIconName = 'logo' | 'menu' | 'close' | 'panel-left' | 'moon' | 'sun' | 'chevron-down' | 'chevron-right' | 'link' | 'copy';
export type IconName = IconKey | UiIconName;

/**
 * A decorative icon (Lucide's artwork), drawn from the SVG sprite that every prerendered page
 * carries (`src/shell/icon-sprite.tsx`): the icons cost no JavaScript, however many pages list one.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-4 shrink-0', className)}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
