import {
  Briefcase, Cake, Calendar, CalendarDays, CalendarRange, ChartGantt, CircleHelp, Clock, Code, Droplet,
  Flag, Gem, Ghost, Gift, Globe, Grid3x3, Heart, HeartHandshake, Hourglass, House, Info, LayoutGrid, Leaf,
  Mail, PartyPopper, Scale, School, Search, Sheet, Shield, Star, TreePine, Type, Vote,
  type LucideIcon,
} from 'lucide-react';
import type { IconKey } from '@/registry/pages';

const icons: Record<IconKey, LucideIcon> = {
  home: House, calendar: Calendar, 'calendar-days': CalendarDays, 'calendar-range': CalendarRange,
  briefcase: Briefcase, cake: Cake, globe: Globe, clock: Clock, type: Type, star: Star, gift: Gift,
  heart: Heart, search: Search, leaf: Leaf, grid: Grid3x3, sheet: Sheet, code: Code, help: CircleHelp,
  layout: LayoutGrid, flag: Flag, ghost: Ghost, tree: TreePine, school: School, rings: HeartHandshake,
  party: PartyPopper, gem: Gem, gantt: ChartGantt, hourglass: Hourglass, vote: Vote, droplet: Droplet,
  info: Info, mail: Mail, shield: Shield, scale: Scale,
};

/** The icon of a registry entry; decorative, so hidden from assistive technology. */
export function PageIcon({ icon, className }: { icon: IconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className ?? 'size-4 shrink-0'} />;
}
