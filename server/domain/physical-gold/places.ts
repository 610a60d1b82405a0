/**
 * Where physical gold goes: the countries the sandbox bank delivers to with their cities
 * (`/DkTransfer/GetCitiesByCountryCode`), and the branches where an order may be collected (the
 * bank's branches with a gold desk). Both lists live in server/domain/branches, shared with contact.
 */
import type { GoldBranch } from '../../../src/contract/physical-gold';
import { BANK_BRANCHES } from '../branches/branches';

export { DELIVERY_CITIES, DELIVERY_COUNTRIES, citiesOf } from '../branches/cities';

export const GOLD_BRANCHES: readonly GoldBranch[] = BANK_BRANCHES.filter((b) => b.goldDesk).map(
  ({ branchCode, name, city }) => ({ branchCode, name, city }),
);

export const branchOf = (code: string): GoldBranch | undefined => GOLD_BRANCHES.find((b) => b.branchCode === code);
