import { Icon } from '@chakra-ui/react';
import {
  ArrowLeftRight,
  AtSign,
  Ban,
  Banknote,
  Bookmark,
  Building2,
  ChartCandlestick,
  Circle,
  ClipboardList,
  CreditCard,
  FilePlus2,
  FileText,
  Gem,
  HandCoins,
  Headset,
  History,
  House,
  Landmark,
  List,
  Network,
  Plus,
  Receipt,
  ReceiptText,
  Repeat,
  Settings,
  Smartphone,
  UserCog,
  Wallet,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';

/**
 * The menu's icons (GetMenuTree `icon`), one lucide icon each, imported one by one so only these
 * ship. A product area's name (the menu's top level) draws that area's own icon; the names of
 * single pages stay drawn for older trees. Unknown names get a plain circle.
 */
export const NAV_ICONS: Readonly<Record<string, LucideIcon>> = {
  home: House,
  accounts: Landmark,
  transfers: ArrowLeftRight,
  payments: ReceiptText,
  cards: WalletCards,
  'credit-cards': CreditCard,
  gold: Gem,
  metals: ChartCandlestick,
  financing: HandCoins,
  documents: FileText,
  'open-banking': Network,
  corporate: Building2,
  admin: UserCog,
  settings: Settings,
  contact: Headset,
  wallet: Wallet,
  list: List,
  transfer: ArrowLeftRight,
  plus: Plus,
  bookmark: Bookmark,
  at: AtSign,
  receipt: Receipt,
  history: History,
  card: CreditCard,
  repeat: Repeat,
  'card-off': Ban,
  banknote: Banknote,
  application: FilePlus2,
  applications: ClipboardList,
  virtual: Smartphone,
};

/** Decorative: the entry's text names it, so the icon is hidden from screen readers. */
export function NavIcon({ name, size = '5' }: { name: string; size?: '4' | '5' }) {
  const Drawn = NAV_ICONS[name] ?? Circle;
  return (
    <Icon boxSize={size} aria-hidden="true" flexShrink={0}>
      <Drawn strokeWidth={1.75} />
    </Icon>
  );
}
