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
}

/**
 * An amount (spec section 5) in the active language: Turkish groups thousands with "." and separates
 * decimals with ",", English the other way round; two fixed decimals on blur, at most 14 characters.
 * `value` and `onChange` carry the API decimal string ("1234.50"), whatever the language.
 */
export function AmountInput({
  value,
  onChange,
  onBlur,
  label,
  currencyLabel = 'TL',
  blockPattern,
  ...frame
}: AmountInputProps) {
  const language = useLanguage();
  const [text, setText] = useState(() => (value ? amountFromApi(value, language) : ''));
  // A value set from outside (a reset, a preset, a language switch) replaces the text; our own emissions do not.
  const external = value ? amountToApi(amountFromApi(value, language), language) : '';
  if (amountToApi(text, language) !== external) setText(value ? amountFromApi(value, language) : '');

  const change = (raw: string) => {
    const next = amountTypingText(keepMatching(raw, blockPattern), language);
    if (next === undefined) return;
    setText(next);
    onChange(amountToApi(next, language));
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
            setText(amountBlurText(text, language));
            onBlur?.();
          }}
        />
      </InputGroup>
    </InputFrame>
  );
}
