import type { ApprovalNeedView, RuleVersionView } from '../../contract/corporate-admin';
import type { Language } from '../../contract/headers';
import { formatMoneyText } from '../../contract/money-text';

/** "1 × Finans + 1 × Yönetim", or null when nothing is needed. */
export const needsText = (needs: readonly ApprovalNeedView[]): string | null =>
  needs.length === 0 ? null : needs.map((n) => `${n.count} × ${n.groupName}`).join(' + ');

/** The band as "10.000 TL – 250.000 TL" or "250.000 TL +". */
export const bandText = (version: Pick<RuleVersionView, 'amountFrom' | 'amountTo' | 'currency'>, language: Language) =>
  version.amountTo === null
    ? `${formatMoneyText(version.amountFrom, version.currency, language)} +`
    : `${formatMoneyText(version.amountFrom, version.currency, language)} – ${formatMoneyText(version.amountTo, version.currency, language)}`;
