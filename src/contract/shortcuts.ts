import * as v from 'valibot';
import { IssueKey } from './message-codes';

/** The menu items a customer may pin on the home page, with the page each opens. */
export const SHORTCUT_MENU = [
  { code: 'MyAccounts', path: '/dashboard/my-accounts' },
  { code: 'CreateAccount', path: '/dashboard/create-account' },
  { code: 'ToIban', path: '/dashboard/to-iban' },
  { code: 'BetweenMyAccounts', path: '/dashboard/between-my-accounts' },
  { code: 'BillPayment', path: '/dashboard/bill-payment' },
  { code: 'LastTransactions', path: '/dashboard/last-transactions' },
  { code: 'CurrencyAndMetals', path: '/dashboard/currency' },
  { code: 'BuyPhysicalGold', path: '/dashboard/buy-physical-gold' },
  { code: 'MyFinancings', path: '/dashboard/my-financings' },
  { code: 'MyDocuments', path: '/dashboard/my-documents' },
  { code: 'ContactUs', path: '/dashboard/contact-us' },
  { code: 'Profile', path: '/dashboard/profile' },
] as const;
export type ShortcutCode = (typeof SHORTCUT_MENU)[number]['code'];
export const SHORTCUT_CODES = SHORTCUT_MENU.map((item) => item.code) as [ShortcutCode, ...ShortcutCode[]];
export const MAX_SHORTCUTS = 8;
/** What a customer who never chose sees. */
export const DEFAULT_SHORTCUTS: readonly ShortcutCode[] = ['MyAccounts'];

export const shortcutPath = (code: ShortcutCode): string => SHORTCUT_MENU.find((item) => item.code === code)!.path;

/** `POST /DkAdc/SaveClientShortcut`: distinct known codes, at most 8. */
export const SaveShortcutsSchema = v.object({
  menuCodes: v.pipe(
    v.array(v.picklist(SHORTCUT_CODES, IssueKey.Invalid)),
    v.maxLength(MAX_SHORTCUTS, IssueKey.TooLong),
    v.check((codes) => new Set(codes).size === codes.length, IssueKey.Invalid),
  ),
});
export type SaveShortcuts = v.InferOutput<typeof SaveShortcutsSchema>;

/** `GET /DkAdc/GetClientShortcuts`. */
export const ShortcutListSchema = v.object({ menuCodes: v.array(v.picklist(SHORTCUT_CODES)) });
export type ShortcutList = v.InferOutput<typeof ShortcutListSchema>;
