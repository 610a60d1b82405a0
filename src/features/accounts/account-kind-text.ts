import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountKind } from '../../contract/accounts';

/** An account kind in words (participation words: never "interest"). */
export const ACCOUNT_KIND_TEXT: Record<AccountKind, MessageDescriptor> = {
  Current: msg({ id: 'account.kind.current', message: 'Private current account' }),
  Participation: msg({ id: 'account.kind.participation', message: 'Participation account' }),
  Gold: msg({ id: 'account.kind.gold', message: 'Gold account' }),
};
