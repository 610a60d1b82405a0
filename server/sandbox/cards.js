// The sandbox page's card network: pick a card (BIN + last 4), send a terminal's transaction and see the
// bank approve or decline it with the reason; refund an approved purchase by its transaction id. No inline script (CSP).
const UNPROTECTED = { 'X-Unprotected-Token': 'emanet-public-7c1d2f', 'X-Language': 'tur' };
const select = document.getElementById('network-card');
const purchaseForm = document.getElementById('network-purchase');
const refundForm = document.getElementById('network-refund');
const status = document.getElementById('network-status');

const call = async (path, body) => {
  const response = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'Content-Type': 'application/json', ...UNPROTECTED } : UNPROTECTED,
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
};

const loadCards = async () => {
  const envelope = await call('/api/Sandbox/Card/Cards');
  select.replaceChildren();
  for (const card of envelope.data?.items ?? []) {
    const option = document.createElement('option');
    option.value = card.id;
    option.textContent = `${card.holderName} · ${card.kind} · ${card.maskedNumber} · ${card.status}`;
    select.append(option);
  }
};

const show = (envelope) => {
  if (envelope.status !== 'success') {
    status.textContent = `Hata / Error: ${(envelope.messages ?? []).map((m) => m.text).join(' ')}`;
    return;
  }
  const t = envelope.data;
  const money = `${t.amount} ${t.currency}${t.originalAmount ? ` (${t.originalAmount} ${t.originalCurrency})` : ''}`;
  status.textContent =
    t.status === 'Approved'
      ? `Onaylandı / Approved: ${t.kind}, ${money}, ${t.maskedCardNumber}, onay kodu / auth code ${t.authCode ?? '-'}, işlem no / transaction id ${t.transactionId}`
      : `Reddedildi / Declined: ${t.reason} (${t.reasonCode}), ${money}, ${t.maskedCardNumber}`;
  if (t.status === 'Approved' && t.kind === 'Purchase') refundForm.elements.transactionId.value = t.transactionId;
};

purchaseForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const f = purchaseForm.elements;
  status.textContent = '…';
  show(
    await call('/api/Sandbox/Card/Purchase', {
      cardId: f.cardId.value,
      merchant: f.merchant.value,
      amount: f.amount.value,
      currency: f.currency.value,
      channel: f.channel.value,
      abroad: f.abroad.checked,
      installments: Number(f.installments.value) || 1,
      pinEntered: f.pinEntered.checked,
      networkReference: crypto.randomUUID(),
    }),
  );
});

refundForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const f = refundForm.elements;
  status.textContent = '…';
  const amount = f.amount.value.trim();
  show(
    await call('/api/Sandbox/Card/Refund', {
      transactionId: f.transactionId.value.trim(),
      ...(amount ? { amount } : {}),
      networkReference: crypto.randomUUID(),
    }),
  );
});

void loadCards();
