/** The words of a consent: its status and detail code, and its permissions, in the interface's language. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import type { ConsentStatus, OtherBankPermission } from '../../contract/other-banks';

export const STATUS_TEXTS: Record<ConsentStatus, MessageDescriptor> = {
  B: msg({ id: 'otherBanks.status.B', message: 'Awaiting authorisation' }),
  Y: msg({ id: 'otherBanks.status.Y', message: 'Authorised' }),
  K: msg({ id: 'otherBanks.status.K', message: 'Authorisation used' }),
  E: msg({ id: 'otherBanks.status.E', message: 'Became a payment order' }),
  S: msg({ id: 'otherBanks.status.S', message: 'Ended' }),
  I: msg({ id: 'otherBanks.status.I', message: 'Cancelled' }),
};

export const STATUS_CODE_TEXTS: Record<string, MessageDescriptor> = {
  '02': msg({ id: 'otherBanks.statusCode.02', message: 'Revoked by you at Emanet' }),
  '04': msg({ id: 'otherBanks.statusCode.04', message: 'Not authorised within 5 minutes' }),
  '13': msg({ id: 'otherBanks.statusCode.13', message: 'Authorisation refused or abandoned' }),
};

export const PERMISSION_TEXTS: Record<OtherBankPermission, MessageDescriptor> = {
  '01': msg({ id: 'otherBanks.permission.01', message: 'Basic account information' }),
  '02': msg({ id: 'otherBanks.permission.02', message: 'Detailed account information' }),
  '03': msg({ id: 'otherBanks.permission.03', message: 'Balance' }),
  '04': msg({ id: 'otherBanks.permission.04', message: 'Basic transactions' }),
  '05': msg({ id: 'otherBanks.permission.05', message: 'Detailed transactions' }),
  '06': msg({ id: 'otherBanks.permission.06', message: 'Instant balance notification' }),
  '07': msg({ id: 'otherBanks.permission.07', message: 'Basic card information' }),
  '08': msg({ id: 'otherBanks.permission.08', message: 'Detailed card information' }),
  '09': msg({ id: 'otherBanks.permission.09', message: 'Detailed card transactions' }),
};

/** The badge colour of a status. */
export const statusPalette = (status: ConsentStatus) =>
  status === 'Y' ? 'green' : status === 'B' ? 'orange' : status === 'I' ? 'red' : 'gray';

/** The revoke confirm popup's text. */
export function RevokeBody({ bankName }: { bankName: string }) {
  return (
    <Trans id="otherBanks.revokeBody">
      Emanet stops reading your accounts at {bankName} at once; they disappear from My accounts.
    </Trans>
  );
}
