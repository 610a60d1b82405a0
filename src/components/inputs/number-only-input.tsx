import { NUMBER_ONLY } from '../../contract/input-rules';
import { keepMatching, type InputBaseProps } from './input-base';
import { FilteredInput } from './filtered-input';

export interface NumberOnlyInputProps extends InputBaseProps<string> {
  maxLength?: number;
}

const numberOnly = (text: string): string => keepMatching(text, NUMBER_ONLY);

/** Digits and "." only (spec section 5); anything else is dropped as it is typed or pasted. */
export function NumberOnlyInput(props: NumberOnlyInputProps) {
  return <FilteredInput {...props} inputMode="decimal" filter={numberOnly} />;
}
