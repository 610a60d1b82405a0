import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountKind } from '../../contract/accounts';

/** An account kind in words (participation words: never "interest"). */
export const ACCOUNT_KIND_TEXT: Record<AccountKind, MessageDescriptor> = {
  Current: msg({ id: 'account.kind.current', message: 'Private current account' }),
  Participation: msg({ id: 'account.kind.participation', message: 'Participation account' }),
  Gold: msg({ id: 'account.kind.gold', message: 'Gold account' }),
};

const FOREIGN_CURRENT = msg({ id: 'account.kind.currentForeign', message: 'Foreign currency current account' });

/** The kind of an account in words: a USD or EUR current account is a foreign currency one, not the TRY product. */
export const accountKindText = (kind: AccountKind, currency: string): MessageDescriptor =>
  kind === 'Current' && currency !== 'TRY' ? FOREIGN_CURRENT : ACCOUNT_KIND_TEXT[kind];
