/**
 * The SVG sprite of every icon the site draws, rendered from lucide-react's artwork into
 * `src/shell/icons.svg` (kept current by `icon-sprite.test.tsx`: run it with `-u` after adding an
 * icon). The build ships that file once, hashed and cached, and `<Icon name>` points at its
 * symbols, so no page repeats the sprite and no icon is shipped as JavaScript.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Briefcase, Cake, Calendar, CalendarDays, CalendarRange, ChartGantt, ChevronDown, ChevronRight, CircleHelp, Clock,
  Code, Copy, Droplet, Flag, Gem, Ghost, Gift, Globe, Grid3x3, Heart, HeartHandshake, Hourglass, House, Info, LayoutGrid,
  Leaf, Link2, Mail, Menu, Moon, PanelLeft, PartyPopper, Scale, School, Search, Sheet, Shield, Star, Sun, TreePine,
  Type, Vote, X,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/shell/icon';

export const icons: Record<IconName, LucideIcon> = {
  home: House, calendar: Calendar, 'calendar-days': CalendarDays, 'calendar-range': CalendarRange,
  briefcase: Briefcase, cake: Cake, globe: Globe, clock: Clock, type: Type, star: Star, gift: Gift,
  heart: Heart, search: Search, leaf: Leaf, grid: Grid3x3, sheet: Sheet, code: Code, help: CircleHelp,
  layout: LayoutGrid, flag: Flag, ghost: Ghost, tree: TreePine, school: School, rings: HeartHandshake,
  party: PartyPopper, gem: Gem, gantt: ChartGantt, hourglass: Hourglass, vote: Vote, droplet: Droplet,
  info: Info, mail: Mail, shield: Shield, scale: Scale,
  logo: CalendarDays, menu: Menu, close: X, 'panel-left': PanelLeft, moon: Moon, sun: Sun,
  'chevron-down': ChevronDown, 'chevron-right': ChevronRight, link: Link2, copy: Copy,
};

/**
 * The sprite as an SVG file: one `<symbol id="icon-…">` per icon, carrying Lucide's stroke
 * attributes (its shapes inherit them, and `currentColor` the colour of the `<use>` drawing it).
 */
export function iconSprite(): string {
  const symbols = Object.entries(icons).map(([name, Component]) => {
    const svg = renderToStaticMarkup(<Component />);
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
