import type { InputBaseProps } from './input-base';
import { FilteredInput } from './filtered-input';

/** Digits with at most one "-", never first: "123", "123-", "123-45". */
export const accountNumberText = (text: string): string => {
  const cleaned = text.replace(/[^\d-]/g, '').replace(/^-+/, '');
  const dash = cleaned.indexOf('-');
  return dash < 0 ? cleaned : `${cleaned.slice(0, dash)}-${cleaned.slice(dash + 1).replace(/-/g, '')}`;
};

export interface AccountNumberInputProps extends InputBaseProps<string> {
  maxLength?: number;
}

/** An account number with its addition (spec section 5): digits-digits, validated on blur by the contract's rule. */
export function AccountNumberInput(props: AccountNumberInputProps) {
  return <FilteredInput {...props} inputMode="numeric" filter={accountNumberText} />;
}
