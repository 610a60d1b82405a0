/**
 * The sandbox's third-party provider (YÖS) at /sandbox/tpp: a page of plain forms (no script; the
 * CSP allows none inline) that starts an account-information or a payment consent through the bank's
 * open-banking API with the provider's client credentials and sends the browser to the bank's
 * /consent or /transfer page; the bank sends it back to /sandbox/tpp/callback with a code, which this
 * side exchanges for the consent's token and uses at once: the chosen accounts' balances and
 * movements, or the payment. The token is kept in an HttpOnly cookie on this path so "Read again"
 * shows what the bank still allows (nothing, once the customer revoked).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SANDBOX_TPP_PATH, DEMO_PROVIDERS } from '../domain/open-banking/providers';
import type { AppEnv } from '../http/context';
import { fileTable } from '../http/fixed-files';
import { callBank, clientToken, exchangeCode, providerOf, readAll, type AccountData } from './sandbox-tpp-client';
import { TPP_WORDS as WORDS, type Lang } from './sandbox-tpp-words';

const DIR = fileURLToPath(new URL('../sandbox/', import.meta.url));
const FILES = fileTable({ 'tpp.css': join(DIR, 'tpp.css') });
const PROVIDER_COOKIE = 'emanet_tpp_provider';
const TOKEN_COOKIE = 'emanet_tpp_token';
const KIND_COOKIE = 'emanet_tpp_kind';
const CONSENT_COOKIE = 'emanet_tpp_consent';

const escape = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const langOf = (c: Context<AppEnv>): Lang => (c.req.query('lang') === 'eng' ? 'eng' : 'tur');
const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const cookieOptions = { path: SANDBOX_TPP_PATH, httpOnly: true, sameSite: 'Lax' as const };

const page = (c: Context<AppEnv>, lang: Lang, body: string, status: 200 | 400 = 200) =>
  c.html(
    `<!doctype html><html lang="${lang === 'tur' ? 'tr' : 'en'}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escape(WORDS[lang].title)}</title><link rel="stylesheet" href="${SANDBOX_TPP_PATH}/tpp.css"></head>` +
      `<body><main><h1>${escape(WORDS[lang].title)}</h1>${body}` +
      `<p><a href="${SANDBOX_TPP_PATH}?lang=${lang}">${escape(WORDS[lang].home)}</a></p></main></body></html>`,
    status,
    { 'Cache-Control': 'no-store' },
  );

const errorPage = (c: Context<AppEnv>, lang: Lang, message: string) =>
  page(c, lang, `<p id="tpp-error" class="error" role="alert">${escape(message)}</p>`, 400);

const addDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const providerSelect = (lang: Lang, id: string) =>
  `<label for="${id}">${escape(WORDS[lang].provider)}</label><select id="${id}" name="provider">` +
  DEMO_PROVIDERS.map((p) => `<option value="${p.code}">${escape(p.name)}</option>`).join('') +
  `</select>`;

const PERMISSIONS = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
const DEFAULT_PERMISSIONS = new Set(['01', '03', '04']);

export const sandboxTppRoutes = new Hono<AppEnv>();

for (const [name, respond] of FILES) sandboxTppRoutes.get(`${SANDBOX_TPP_PATH}/${name}`, respond);

sandboxTppRoutes.get(SANDBOX_TPP_PATH, (c) => {
  const lang = langOf(c);
  const w = WORDS[lang];
  const permissions = PERMISSIONS.map(
    (p) =>
      `<label><input type="checkbox" name="permissions" value="${p}"${DEFAULT_PERMISSIONS.has(p) ? ' checked' : ''}> ` +
      `${p} · ${escape(w.permissionNames[p])}</label>`,
  ).join('');
  const identity = (id: string) =>
    `<label for="${id}">${escape(w.identity)}</label><input type="text" id="${id}" name="identityNumber" value="10000000146" inputmode="numeric" required>`;
  return page(
    c,
    lang,
    `<p>${escape(w.intro)}</p>` +
      `<section aria-labelledby="ais-title"><h2 id="ais-title">${escape(w.aisTitle)}</h2>` +
      `<form method="post" action="${SANDBOX_TPP_PATH}/start?lang=${lang}"><input type="hidden" name="kind" value="AIS">` +
      providerSelect(lang, 'ais-provider') +
      identity('ais-identity') +
      `<fieldset><legend>${escape(w.permissions)}</legend>${permissions}</fieldset>` +
      `<label for="ais-until">${escape(w.validUntil)}</label><input type="date" id="ais-until" name="validUntil" value="${addDays(90)}" required>` +
      `<p><button type="submit" id="tpp-start-ais">${escape(w.startAis)}</button></p></form></section>` +
      `<section aria-labelledby="pis-title"><h2 id="pis-title">${escape(w.pisTitle)}</h2>` +
      `<form method="post" action="${SANDBOX_TPP_PATH}/start?lang=${lang}"><input type="hidden" name="kind" value="PIS">` +
      providerSelect(lang, 'pis-provider') +
      identity('pis-identity') +
      `<label for="pis-amount">${escape(w.amount)}</label><input type="text" id="pis-amount" name="amount" value="125.50" inputmode="decimal" required>` +
      `<label for="pis-iban">${escape(w.payeeIban)}</label><input type="text" id="pis-iban" name="payeeIban" value="TR510001000123400056789012" required>` +
      `<label for="pis-payee">${escape(w.payeeName)}</label><input type="text" id="pis-payee" name="payeeName" value="Mehmet Yıldız" required>` +
      `<label for="pis-description">${escape(w.description)}</label><input type="text" id="pis-description" name="description" value="${escape(w.defaultDescription)}">` +
      `<p><button type="submit" id="tpp-start-pis">${escape(w.startPis)}</button></p></form></section>`,
  );
});

const field = (form: Record<string, unknown>, name: string): string =>
  typeof form[name] === 'string' ? (form[name] as string).trim() : '';

sandboxTppRoutes.post(`${SANDBOX_TPP_PATH}/start`, async (c) => {
  const lang = langOf(c);
  const form = await c.req.parseBody({ all: true });
  const provider = providerOf(field(form, 'provider'));
  const kind = field(form, 'kind') === 'PIS' ? 'PIS' : 'AIS';
  const token = await clientToken(origin(c), provider, lang);
  if (!token.ok) return errorPage(c, lang, token.message);
  const permissions = ([] as unknown[])
    .concat(form.permissions ?? [])
    .filter((p): p is string => typeof p === 'string');
  const created =
    kind === 'AIS'
      ? await callBank<{ redirectUrl: string }>(origin(c), 'POST', 'AccountConsent', {
          token: token.data.accessToken,
          language: lang,
          body: { identityNumber: field(form, 'identityNumber'), permissions, validUntil: field(form, 'validUntil') },
        })
      : await callBank<{ redirectUrl: string }>(origin(c), 'POST', 'PaymentConsent', {
          token: token.data.accessToken,
          language: lang,
          body: {
            identityNumber: field(form, 'identityNumber'),
            amount: field(form, 'amount'),
            currency: 'TRY',
            payeeIban: field(form, 'payeeIban').replace(/\s/g, '').toUpperCase(),
            payeeName: field(form, 'payeeName'),
            description: field(form, 'description'),
          },
        });
  if (!created.ok) return errorPage(c, lang, created.message);
  setCookie(c, PROVIDER_COOKIE, provider.code, cookieOptions);
  setCookie(c, KIND_COOKIE, `${kind}.${lang}`, cookieOptions);
  deleteCookie(c, TOKEN_COOKIE, { path: SANDBOX_TPP_PATH });
  return c.redirect(created.data.redirectUrl, 303);
});

const accountsHtml = (lang: Lang, data: AccountData[]) => {
  const w = WORDS[lang];
  if (data.length === 0) return `<p>${escape(w.noAccounts)}</p>`;
  return data
    .map(
      (a) =>
        `<section class="account" data-account="${escape(a.accountRef)}"><h3>${escape(a.name)} · ${escape(a.accountRef)}</h3>` +
        `<p>IBAN ${escape(a.iban)}</p>` +
        (a.balance !== undefined
          ? `<p>${escape(w.balance)}: <strong>${escape(a.balance)} ${escape(a.currency)}</strong></p>`
          : '') +
        (a.error ? `<p class="error">${escape(a.error)}</p>` : '') +
        (a.transactions.length
          ? `<table><caption>${escape(w.transactions)}</caption><thead><tr><th scope="col">${escape(w.date)}</th>` +
            `<th scope="col">${escape(w.description)}</th><th scope="col">${escape(w.amount)}</th></tr></thead><tbody>` +
            a.transactions
              .map(
                (t) =>
                  `<tr><td>${escape(t.date.slice(0, 10))}</td><td>${escape(t.description)}</td><td>${escape(t.amount)} ${escape(t.currency)}</td></tr>`,
              )
              .join('') +
            `</tbody></table>`
          : ''),
    )
    .join('');
};

const aisResult = async (c: Context<AppEnv>, lang: Lang, token: string) => {
  const read = await readAll(origin(c), token, lang);
  if (!read.ok)
    return page(
      c,
      lang,
      `<p id="tpp-refused" class="error" role="alert">${escape(WORDS[lang].refused)} ${escape(read.message)}</p>`,
    );
  return page(
    c,
    lang,
    `<p id="tpp-ais-result" class="ok" role="status">${escape(WORDS[lang].aisDone)}</p>${accountsHtml(lang, read.data)}` +
      `<p><a id="tpp-read-again" href="${SANDBOX_TPP_PATH}/data?lang=${lang}">${escape(WORDS[lang].readAgain)}</a></p>` +
      `<form method="post" action="${SANDBOX_TPP_PATH}/revoke?lang=${lang}">` +
      `<button type="submit" id="tpp-revoke">${escape(WORDS[lang].revoke)}</button></form>`,
  );
};

sandboxTppRoutes.get(`${SANDBOX_TPP_PATH}/callback`, async (c) => {
  const [kind, cookieLang] = (getCookie(c, KIND_COOKIE) ?? 'AIS.tur').split('.');
  const lang: Lang = c.req.query('lang') ? langOf(c) : cookieLang === 'eng' ? 'eng' : 'tur';
  const w = WORDS[lang];
  const code = c.req.query('code');
  if (!code) return page(c, lang, `<p id="tpp-denied" class="error" role="alert">${escape(w.denied)}</p>`);
  const provider = providerOf(getCookie(c, PROVIDER_COOKIE));
  const exchanged = await exchangeCode(origin(c), provider, code, lang);
  if (!exchanged.ok) return errorPage(c, lang, exchanged.message);
  const { accessToken, consentId } = exchanged.data;
  if (kind === 'PIS') {
    const paid = await callBank<{ transferId: string; amount: string; currency: string; status: string }>(
      origin(c),
      'POST',
      'Payment',
      { token: accessToken, language: lang, body: { consentId } },
    );
    if (!paid.ok) return errorPage(c, lang, paid.message);
    return page(
      c,
      lang,
      `<p id="tpp-pis-result" class="ok" role="status" data-status="${escape(paid.data.status)}">` +
        `${escape(w.paid)} ${escape(paid.data.amount)} ${escape(paid.data.currency)}</p>` +
        `<p>${escape(w.transfer)}: ${escape(paid.data.transferId)}</p>`,
    );
  }
  setCookie(c, TOKEN_COOKIE, accessToken, cookieOptions);
  setCookie(c, CONSENT_COOKIE, consentId, cookieOptions);
  return aisResult(c, lang, accessToken);
});

sandboxTppRoutes.get(`${SANDBOX_TPP_PATH}/data`, async (c) => {
  const lang = langOf(c);
  const token = getCookie(c, TOKEN_COOKIE);
  if (!token) return errorPage(c, lang, WORDS[lang].noToken);
  return aisResult(c, lang, token);
});

/** The customer revokes at the provider: the provider tells the bank (I/03). */
sandboxTppRoutes.post(`${SANDBOX_TPP_PATH}/revoke`, async (c) => {
  const lang = langOf(c);
  const consentId = getCookie(c, CONSENT_COOKIE);
  if (!consentId) return errorPage(c, lang, WORDS[lang].noToken);
  const provider = providerOf(getCookie(c, PROVIDER_COOKIE));
  const token = await clientToken(origin(c), provider, lang);
  if (!token.ok) return errorPage(c, lang, token.message);
  const revoked = await callBank<{ status: string; statusCode: string }>(origin(c), 'POST', 'RevokeConsent', {
    token: token.data.accessToken,
    language: lang,
    body: { consentId },
  });
  if (!revoked.ok) return errorPage(c, lang, revoked.message);
  return page(
    c,
    lang,
    `<p id="tpp-revoked" class="ok" role="status" data-status="${escape(`${revoked.data.status}/${revoked.data.statusCode}`)}">` +
      `${escape(WORDS[lang].revoked)}</p>` +
      `<p><a href="${SANDBOX_TPP_PATH}/data?lang=${lang}">${escape(WORDS[lang].readAgain)}</a></p>`,
  );
});
