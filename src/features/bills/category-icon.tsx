import { Icon } from '@chakra-ui/react';
import { CircleEllipsis, Droplet, Flame, GraduationCap, Landmark, Phone, Tv, Zap, type LucideIcon } from 'lucide-react';
import type { BillCategory } from '../../contract/payments';

const ICONS: Record<BillCategory, LucideIcon> = {
  Electricity: Zap,
  Water: Droplet,
  NaturalGas: Flame,
  PhoneInternet: Phone,
  Tv,
  TaxesFines: Landmark,
  Education: GraduationCap,
  Other: CircleEllipsis,
};

/** A bill category's icon (decorative: the category's name stands beside it). */
export function CategoryIcon({ category, size = 'lg' }: { category: BillCategory; size?: 'md' | 'lg' | 'xl' }) {
  const Drawn = ICONS[category];
  return (
    <Icon size={size} color="brand.solid" aria-hidden="true">
      <Drawn />
    </Icon>
  );
}
