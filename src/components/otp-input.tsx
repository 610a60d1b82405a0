import { HStack, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../contract/auth';

export interface OtpInputProps {
  /** Up to six digits. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * Six one-digit inputs (spec section 5): digits only when typing, a paste is taken
 * only when it is all digits and is cut to six, typing moves on, Backspace on an
 * empty box goes back.
 */
export function OtpInput({ value, onChange, disabled }: OtpInputProps) {
  const { t } = useLingui();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const focus = (index: number) => inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  // The value stays contiguous: a digit typed past the end lands in the first empty box.
  const putDigit = (index: number, digit: string) => {
    const at = Math.min(index, value.length);
    onChange(value.slice(0, at) + digit + value.slice(at + 1));
    focus(at + 1);
  };

  const fill = (text: string) => {
    const code = text.slice(0, OTP_LENGTH);
    onChange(code);
    focus(code.length - 1);
  };

  /** Other input methods (mobile keyboards, SMS autofill of the whole code into one box). */
  const onInput = (index: number, text: string) => {
    if (text === '') return onChange(value.slice(0, index));
    if (/^\d{2,}$/.test(text) && text.length >= OTP_LENGTH) return fill(text);
    const digit = text.replace(/\D/g, '').slice(-1);
    if (digit) putDigit(index, digit);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit typed over the same digit changes nothing in the DOM and fires no change
    // event, so typed digits are taken here.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      putDigit(index, event.key);
      return;
    }
    if (event.key !== 'Backspace' || digits[index]) return;
    event.preventDefault();
    if (index > 0) {
      onChange(value.slice(0, index - 1));
      focus(index - 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    if (/^\d+$/.test(text)) fill(text);
  };

  return (
    <HStack gap={{ base: 1.5, sm: 2 }} role="group" aria-label={t({ id: 'otp.group', message: 'SMS code' })}>
      {digits.map((digit, index) => {
        const position = index + 1;
        return (
          <Input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
            disabled={disabled}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t({ id: 'otp.digit', message: `Digit ${position}` })}
            data-testid={`otp-digit-${position}`}
            // Six boxes fit a 375 px screen inside the login card.
            width={{ base: 10, sm: 12 }}
            height={{ base: 12, sm: 14 }}
            paddingX="0"
            textAlign="center"
            fontSize="xl"
          />
        );
      })}
    </HStack>
  );
}
