// The site's icons by the code names CMS documents store (schemas/lib/options.ts), drawn by
// lucide-react. Lucide carries no brand marks, so the two social logos are drawn here on its
// grid. An unknown name from the CMS draws a neutral spark instead of nothing.
import {
  ArrowLeft,
  ArrowRight,
  Award,
  Blocks,
  Bot,
  BriefcaseBusiness,
  Building,
  Calendar,
  ChartNoAxesColumnIncreasing,
  Check,
  ChevronDown,
  CircleCheck,
  CircleX,
  Clock,
  Cloud,
  CodeXml,
  Coins,
  Copy,
  Cpu,
  createLucideIcon,
  Database,
  ExternalLink,
  FileSearch,
  FileText,
  FingerprintPattern,
  Globe,
  GraduationCap,
  House,
  Laptop,
  Link,
  Mail,
  MapPin,
  Megaphone,
  Palette,
  Pause,
  Pen,
  Phone,
  Play,
  RefreshCw,
  Rocket,
  Search,
  Server,
  Share2,
  Shield,
  Sparkles,
  TrendingUp,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const Instagram = createLucideIcon('instagram', [
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
  ['path', { d: 'M17.3 6.7h.01', key: 'flash' }],
]);

const Linkedin = createLucideIcon('linkedin', [
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '3', key: 'frame' }],
  [
    'path',
    {
      d: 'M8 10.5V17M8 7.3v.01M12 17v-6.5M12 13.3c0-1.7 1-2.8 2.5-2.8S17 11.5 17 13.3V17',
      key: 'letters',
    },
  ],
]);

const ICONS = {
  // Service icons.
  code: CodeXml,
  cloud: Cloud,
  rocket: Rocket,
  briefcase: BriefcaseBusiness,
  link: Link,
  database: Database,
  server: Server,
  cpu: Cpu,
  blocks: Blocks,
  search: Search,
  share: Share2,
  megaphone: Megaphone,
  pen: Pen,
  palette: Palette,
  mail: Mail,
  globe: Globe,

  // Card icons used by the careers, AI automation and blockchain content.
  award: Award,
  'bar-chart': ChartNoAxesColumnIncreasing,
  bot: Bot,
  'check-circle': CircleCheck,
  'x-circle': CircleX,
  clock: Clock,
  coins: Coins,
  'file-search': FileSearch,
  'file-text': FileText,
  fingerprint: FingerprintPattern,
  'graduation-cap': GraduationCap,
  home: House,
  laptop: Laptop,
  shield: Shield,
  'trending-up': TrendingUp,
  users: Users,
  wallet: Wallet,
  zap: Zap,

  // Interface glyphs.
  'arrow-right': ArrowRight,
  'arrow-left': ArrowLeft,
  check: Check,
  pause: Pause,
  play: Play,
  'chevron-down': ChevronDown,
  copy: Copy,
  flip: RefreshCw,
  phone: Phone,
  calendar: Calendar,
  building: Building,
  'external-link': ExternalLink,
  'map-pin': MapPin,

  // Social profiles (siteSettings.socialLinks[].platform).
  instagram: Instagram,
  linkedin: Linkedin,

  sparkles: Sparkles,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

interface IconProps {
  /** An icon name; CMS values are plain strings, so any string is accepted. */
  name: string | null | undefined;
  className?: string;
  /** A meaningful icon gets a title and is announced; without one it is decorative. */
  title?: string;
  /** 1.75 by default; inline with bold text, 2 matches the text's weight. */
  strokeWidth?: number;
}

export function Icon({ name, className = 'size-6', title, strokeWidth = 1.75 }: IconProps) {
  const Glyph = name && isIconName(name) ? ICONS[name] : ICONS.sparkles;
  return (
    <Glyph
      className={className}
      strokeWidth={strokeWidth}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    />
  );
}
