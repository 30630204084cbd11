import type { EmojiSlug } from '@/countdowns/custom-event-countdown/custom-event-countdown.params';

/**
 * One of the 16 emoji as a picture: its Twemoji SVG in `public/emoji/<slug>.svg` (graphics CC-BY
 * 4.0, credited in the page's text and the README), so it shows on a device without a colour
 * emoji font too. A file of this origin, precached by the service worker with the other SVGs.
 */
export function EmojiImage({ slug, alt, className }: { slug: EmojiSlug; alt: string; className?: string }) {
  return <img src={`/emoji/${slug}.svg`} alt={alt} width={36} height={36} decoding="async" className={className} />;
}
