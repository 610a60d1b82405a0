/**
 * The sandbox's other-bank authorisation page (issue 16, the bank as YÖS): where this bank's link and
 * renew calls send the customer. Marked as the sandbox; the permissions and the end date are shown
 * read-only, the customer picks accounts and approves or refuses; the answer redirects (303) to the
 * consent's detail page in the app. Static HTML built here (every value escaped), its style a file,
 * no script (the CSP allows no inline script; a form POST needs none).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import type { Language } from '../../src/contract/headers';
import { formatAmount, isCurrency } from '../../src/contract/money';
import { formatMoneyText } from '../../src/contract/money-text';
import { dayText } from '../../src/contract/date-text';
import { consentDetailPath, maskIban, OTHER_BANK_AUTH_PATH } from '../../src/contract/other-banks';
import { textFor } from '../domain/common/texts';
import { permissionName } from './sandbox-permission-names';
import { answerAuthorisation, authorisationPageOf } from '../domain/other-banks/authorisation';
import type { AppEnv } from '../http/context';
import { fileTable } from '../http/fixed-files';

const DIR = fileURLToPath(new URL('../sandbox/', import.meta.url));
const FILES = fileTable({ 'other-bank.css': join(DIR, 'other-bank.css') });

const WORDS = {
  tur: {
    sandbox: 'SANDBOX: Bu sayfa gerçek bir banka değildir; diğer bankanın yetkilendirme ekranını taklit eder.',
    title: 'Hesap bilgisi erişim izni',
    intro: 'Emanet Katılım Bankası, aşağıdaki izinlerle hesap bilgilerinize erişmek istiyor.',
    holder: 'Müşteri',
    permissions: 'İzinler',
    endDate: 'İzin bitiş tarihi',
    accounts: 'Erişim verilecek hesaplar',
    noAccounts: 'Bu bankada kimlik numaranıza kayıtlı hesap yok.',
    approve: 'Onayla',
    refuse: 'Reddet',
    back: 'Emanet’e dön',
  },
  eng: {
    sandbox: 'SANDBOX: This page is not a real bank; it stands in for the other bank’s authorisation screen.',
    title: 'Account information access',
    intro: 'Emanet Katılım Bankası asks to access your account information with the permissions below.',
    holder: 'Customer',
    permissions: 'Permissions',
    endDate: 'Permission end date',
    accounts: 'Accounts to give access to',
    noAccounts: 'This bank holds no account under your identity number.',
    approve: 'Approve',
    refuse: 'Refuse',
    back: 'Back to Emanet',
  },
} as const;

const escape = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const languageOf = (c: Context<AppEnv>): Language => (c.req.query('lang') === 'eng' ? 'eng' : 'tur');

const frame = (language: Language, title: string, body: string): string =>
  `<!doctype html><html lang="${language === 'tur' ? 'tr' : 'en'}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escape(title)}</title>` +
  `<link rel="stylesheet" href="${OTHER_BANK_AUTH_PATH}other-bank.css"></head>` +
  `<body><p class="sandbox" role="note">${escape(WORDS[language].sandbox)}</p><main>${body}</main></body></html>`;

const answer = (c: Context<AppEnv>, language: Language, title: string, html: string) =>
  c.html(frame(language, title, html), 200, { 'Cache-Control': 'no-store' });

const refusalPage = (c: Context<AppEnv>, language: Language, reason: string) =>
  answer(
    c,
    language,
    WORDS[language].title,
    `<h1>${escape(WORDS[language].title)}</h1><p class="error" role="alert">${escape(textFor(reason, language))}</p>` +
      `<p><a href="/dashboard/other-bank-access-permissions">${escape(WORDS[language].back)}</a></p>`,
  );

export const otherBankPageRoutes = new Hono<AppEnv>();

for (const [name, respond] of FILES) otherBankPageRoutes.get(`${OTHER_BANK_AUTH_PATH}${name}`, respond);

otherBankPageRoutes.get(`${OTHER_BANK_AUTH_PATH}:token`, async (c) => {
  const language = languageOf(c);
  const w = WORDS[language];
  const page = await authorisationPageOf(c.var.deps.db, c.req.param('token'), c.var.deps.now());
  if (!page.ok) return refusalPage(c, language, page.reason);
  const permissions = page.consent.permissions
    .map((p) => `<li>${escape(p)} · ${escape(permissionName(language, p))}</li>`)
    .join('');
  const accounts = page.accounts
    .map((a) => {
      const balance = isCurrency(a.currency)
        ? formatMoneyText(formatAmount(a.balance, a.currency), a.currency, language)
        : '';
      return (
        `<label><input type="checkbox" name="accountId" value="${escape(a.id)}" checked> ` +
        `${escape(a.name)} · ${escape(maskIban(a.iban))} · ${escape(balance)}</label>`
      );
    })
    .join('');
  const choose = page.accounts.length
    ? `<fieldset><legend>${escape(w.accounts)}</legend>${accounts}</fieldset>`
    : `<p class="error">${escape(w.noAccounts)}</p>`;
  return answer(
    c,
    language,
    `${page.bankName} · ${w.title}`,
    `<h1>${escape(page.bankName)} · ${escape(w.title)}</h1><p>${escape(w.intro)}</p>` +
      `<dl><dt>${escape(w.holder)}</dt><dd>${escape(page.holderName)}</dd>` +
      `<dt>${escape(w.endDate)}</dt><dd>${escape(dayText(page.consent.endDate, language))}</dd></dl>` +
      `<h2>${escape(w.permissions)}</h2><ul>${permissions}</ul>` +
      `<form method="post">${choose}<div class="actions">` +
      `<button type="submit" class="secondary" name="action" value="refuse">${escape(w.refuse)}</button>` +
      (page.accounts.length
        ? `<button type="submit" class="primary" name="action" value="approve">${escape(w.approve)}</button>`
        : '') +
      `</div></form>`,
  );
});

otherBankPageRoutes.post(`${OTHER_BANK_AUTH_PATH}:token`, async (c) => {
  const language = languageOf(c);
  const form = await c.req.parseBody({ all: true });
  const raw = form.accountId;
  const accountIds = (Array.isArray(raw) ? raw : [raw]).filter((id): id is string => typeof id === 'string');
  const result = await answerAuthorisation(
    c.var.deps.db,
    c.req.param('token'),
    c.var.deps.now(),
    form.action === 'approve' ? { action: 'approve', accountIds } : { action: 'refuse' },
  );
  if (!result.ok) return refusalPage(c, language, result.reason);
  return c.redirect(consentDetailPath(result.consentId), 303);
});
