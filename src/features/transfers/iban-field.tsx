import { Trans } from '@lingui/react/macro';
import { TextInput } from '../../components/text-input';
import { formatIban, isValidIban, normaliseIban } from '../../contract/iban';
import { IssueKey } from '../../contract/message-codes';

export interface IbanFieldProps {
  value: string;
  onChange: (iban: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
}

/** TR + 24 characters. */
const TR_IBAN_LENGTH = 26;

/**
 * An IBAN typed or pasted in any grouping, shown in groups of four and kept compact; the mod 97 check
 * runs as it is typed, so a wrong digit shows once the IBAN is complete.
 */
export function IbanField({ value, onChange, onBlur, error, required }: IbanFieldProps) {
  const complete = value.length >= TR_IBAN_LENGTH;
  const valid = isValidIban(value);
  const liveError = complete && !valid ? IssueKey.IbanInvalid : undefined;
  return (
    <TextInput
      label={<Trans id="transfer.iban">IBAN</Trans>}
      value={formatIban(value)}
      onChange={(text) =>
        onChange(
          normaliseIban(text)
            .replace(/[^A-Z0-9]/g, '')
            .slice(0, 34),
        )
      }
      onBlur={onBlur}
      error={error ?? liveError}
      required={required}
      autoComplete="off"
      maxLength={42}
      testId="transfer-iban"
      helper={
        valid ? (
          <Trans id="transfer.ibanValid">The IBAN is valid.</Trans>
        ) : (
          <Trans id="transfer.ibanHelp">TR and 24 digits</Trans>
        )
      }
    />
  );
}
