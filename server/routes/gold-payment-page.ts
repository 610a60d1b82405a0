/**
 * The sandbox's gold payment page (GoldSaleStartIframe answers its address; the app shows it in an
 * iframe): the basket and its total, the customer's TRY accounts to pay from, Confirm and Cancel.
 * Static HTML built here (every value escaped), its style and script as files (the CSP allows no
 * inline script); the answer page's script tells the framing app the outcome (postMessage, same
 * origin). Its address opens it only with the cookie GoldSaleStartIframe set on this path in the
 * customer's browser; security-headers.ts lets the app frame this path alone.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Language } from '../../src/contract/headers';
import { formatAmount } from '../../src/contract/money';
import { formatMoneyText } from '../../src/contract/money-text';
import { GOLD_PAYMENT_COOKIE, GOLD_PAYMENT_PAGE_PATH } from '../../src/contract/physical-gold';
import { textFor } from '../domain/common/texts';
import { linesOf } from '../domain/physical-gold/offers';
import { answerPaymentPage, paymentPageOf, type PaymentChoice } from '../domain/physical-gold/payment-page';
import type { AppEnv } from '../http/context';
import { fileTable } from '../http/fixed-files';

const DIR = fileURLToPath(new URL('../sandbox/', import.meta.url));
const FILES = fileTable({
  'gold-payment.css': join(DIR, 'gold-payment.css'),
  'gold-payment.js': join(DIR, 'gold-payment.js'),
});

const WORDS = {
  tur: {
    title: 'Fiziki altın ödemesi',
    product: 'Ürün',
    quantity: 'Adet',
    amount: 'Tutar',
    total: 'Toplam',
    account: 'Ödeme yapılacak TL hesabı',
    balance: 'Bakiye',
    confirm: 'Onayla ve öde',
    cancel: 'İptal et',
    note: 'Fiziki teslimatlı altın satışında BSMV uygulanmaz. Tutar siparişiniz tamamlandığında hesabınızdan çekilir.',
    authorized: 'Ödeme onaylandı. Siparişiniz tamamlanıyor…',
    cancelled: 'Ödeme iptal edildi. Hesabınızdan tutar çekilmedi.',
    noAccount: 'Ödeme için açık bir TL vadesiz hesabınız yok.',
  },
  eng: {
    title: 'Physical gold payment',
    product: 'Product',
    quantity: 'Qty',
    amount: 'Amount',
    total: 'Total',
    account: 'TRY account to pay from',
    balance: 'Balance',
    confirm: 'Confirm and pay',
    cancel: 'Cancel',
    note: 'BSMV does not apply to gold sold with physical delivery. The amount leaves your account when your order completes.',
    authorized: 'Payment confirmed. Completing your order…',
    cancelled: 'Payment cancelled. Nothing was charged to your account.',
    noAccount: 'You have no open TRY current account to pay from.',
  },
} as const;

const escape = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const languageOf = (c: Context<AppEnv>): Language => (c.req.query('lang') === 'eng' ? 'eng' : 'tur');

const frame = (language: Language, body: string): string =>
  `<!doctype html><html lang="${language === 'tur' ? 'tr' : 'en'}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escape(WORDS[language].title)}</title>` +
  `<link rel="stylesheet" href="${GOLD_PAYMENT_PAGE_PATH}gold-payment.css"></head>` +
  `<body><main>${body}</main></body></html>`;

const money = (minor: bigint, language: Language) =>
  escape(formatMoneyText(formatAmount(minor, 'TRY'), 'TRY', language));

const answer = (c: Context<AppEnv>, language: Language, html: string, status: 200 | 404 = 200) =>
  c.html(frame(language, html), status, { 'Cache-Control': 'no-store' });

const refusalPage = (c: Context<AppEnv>, language: Language, reason: string) =>
  answer(
    c,
    language,
    `<h1>${escape(WORDS[language].title)}</h1><p class="error" role="alert">${escape(textFor(reason, language))}</p>`,
  );

export const goldPaymentPageRoutes = new Hono<AppEnv>();

for (const [name, respond] of FILES) goldPaymentPageRoutes.get(`${GOLD_PAYMENT_PAGE_PATH}${name}`, respond);

goldPaymentPageRoutes.get(`${GOLD_PAYMENT_PAGE_PATH}:token`, async (c) => {
  const language = languageOf(c);
  const w = WORDS[language];
  const page = await paymentPageOf(
    c.var.deps.db,
    c.req.param('token'),
    getCookie(c, GOLD_PAYMENT_COOKIE),
    c.var.deps.now(),
  );
  if (!page.ok) return refusalPage(c, language, page.reason);
  const { offer } = page;
  if (offer.status === 'Authorized') return resultPage(c, language, offer.id, 'Authorized');
  const rows = linesOf(offer.lines, page.products, language)
    .map(
      (l) =>
        `<tr><td>${escape(l.name)}</td><td class="amount">${l.quantity}</td>` +
        `<td class="amount">${escape(formatMoneyText(l.lineTotal, 'TRY', language))}</td></tr>`,
    )
    .join('');
  const accounts = page.accounts
    .map(
      (a, i) =>
        `<label><input type="radio" name="accountNumber" value="${escape(a.accountNumber)}"${i === 0 ? ' checked' : ''} required> ` +
        `${escape(a.accountNumber)} · ${escape(w.balance)} ${money(a.balance, language)}</label>`,
    )
    .join('');
  const choose = page.accounts.length
    ? `<fieldset><legend>${escape(w.account)}</legend>${accounts}</fieldset>`
    : `<p class="error">${escape(w.noAccount)}</p>`;
  return answer(
    c,
    language,
    `<h1>${escape(w.title)}</h1>` +
      `<table><thead><tr><th scope="col">${escape(w.product)}</th><th scope="col" class="amount">${escape(w.quantity)}</th>` +
      `<th scope="col" class="amount">${escape(w.amount)}</th></tr></thead><tbody>${rows}</tbody>` +
      `<tfoot><tr><th scope="row" colspan="2">${escape(w.total)}</th><td class="amount">${money(offer.total, language)}</td></tr></tfoot></table>` +
      `<form method="post">${choose}<p class="note">${escape(w.note)}</p><div class="actions">` +
      `<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${escape(w.cancel)}</button>` +
      (page.accounts.length
        ? `<button type="submit" class="primary" name="action" value="confirm">${escape(w.confirm)}</button>`
        : '') +
      `</div></form>`,
  );
});

const resultPage = (c: Context<AppEnv>, language: Language, offerId: string, outcome: 'Authorized' | 'Cancelled') =>
  answer(
    c,
    language,
    `<h1>${escape(WORDS[language].title)}</h1>` +
      `<p id="result" role="status" data-offer-id="${escape(offerId)}" data-outcome="${outcome}">` +
      `${escape(outcome === 'Authorized' ? WORDS[language].authorized : WORDS[language].cancelled)}</p>` +
      `<script src="${GOLD_PAYMENT_PAGE_PATH}gold-payment.js"></script>`,
  );

goldPaymentPageRoutes.post(`${GOLD_PAYMENT_PAGE_PATH}:token`, async (c) => {
  const language = languageOf(c);
  const form = await c.req.parseBody();
  const accountNumber = typeof form.accountNumber === 'string' ? form.accountNumber : '';
  const choice: PaymentChoice = form.action === 'cancel' ? { action: 'cancel' } : { action: 'confirm', accountNumber };
  const result = await answerPaymentPage(
    c.var.deps.db,
    c.req.param('token'),
    getCookie(c, GOLD_PAYMENT_COOKIE),
    c.var.deps.now(),
    choice,
  );
  if (!result.ok) return refusalPage(c, language, result.reason);
  return resultPage(c, language, result.offerId, result.outcome);
});
