import { Input, InputGroup, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { AMOUNT_MAX_LENGTH } from '../../contract/input-rules';
import { amountBlurText, amountFromApi, amountToApi, amountTypingText } from '../../lib/format-number';
import { useLanguage } from '../../lib/use-language';
import { keepMatching, type InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

export interface AmountInputProps extends InputBaseProps<string> {
  /** The unit shown after the amount; TL by default. */
  currencyLabel?: string;
  /** Decimals taken and shown: 2 for money (the default), 4 for grams of metal. */
  digits?: number;
}

/**
 * An amount (spec section 5) in the active language: Turkish groups thousands with "." and separates
 * decimals with ",", English the other way round; `digits` fixed decimals on blur (two unless told), at
 * most 14 characters.
 * `value` and `onChange` carry the API decimal string ("1234.50"), whatever the language.
 */
export function AmountInput({
  value,
  onChange,
  onBlur,
  label,
  currencyLabel = 'TL',
  digits = 2,
  blockPattern,
  ...frame
}: AmountInputProps) {
  const language = useLanguage();
  const [text, setText] = useState(() => (value ? amountFromApi(value, language, digits) : ''));
  // A value set from outside (a reset, a preset, a language switch) replaces the text; our own emissions do not.
  const external = value ? amountToApi(amountFromApi(value, language, digits), language, digits) : '';
  if (amountToApi(text, language, digits) !== external) setText(value ? amountFromApi(value, language, digits) : '');

  const change = (raw: string) => {
    const next = amountTypingText(keepMatching(raw, blockPattern), language, digits);
    if (next === undefined) return;
    setText(next);
    onChange(amountToApi(next, language, digits));
  };
  return (
    <InputFrame label={label ?? <Trans id="input.amount">Amount</Trans>} {...frame}>
      <InputGroup endElement={<Text color="fg.muted">{currencyLabel}</Text>}>
        <Input
          name={frame.name}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setText(amountBlurText(text, language, digits));
            onBlur?.();
          }}
        />
      </InputGroup>
    </InputFrame>
  );
}
