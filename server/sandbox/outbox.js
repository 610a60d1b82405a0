// The sandbox outbox page: lists what the bank "sent" and approves pending pushes. No inline script (CSP).
const UNPROTECTED = { 'X-Unprotected-Token': 'emanet-public-7c1d2f' };
const form = document.getElementById('filter');
const input = document.getElementById('recipient');
const rows = document.getElementById('rows');
const status = document.getElementById('status');
const auto = document.getElementById('auto');

const query = () => {
  const value = input.value.trim();
  if (!value) return '';
  return /^\d{11}$/.test(value)
    ? `?identificationNumber=${encodeURIComponent(value)}`
    : `?recipient=${encodeURIComponent(value)}`;
};

const cell = (text, className) => {
  const td = document.createElement('td');
  td.textContent = text ?? '';
  if (className) td.className = className;
  return td;
};

const approve = async (id, button) => {
  button.disabled = true;
  const response = await fetch('/api/Sandbox/ApprovePush', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...UNPROTECTED },
    body: JSON.stringify({ id }),
  });
  status.textContent = response.ok ? 'Onaylandı / Approved' : 'Onaylanamadı / Could not approve';
  await load();
};

const render = (items) => {
  rows.replaceChildren(
    ...items.map((item) => {
      const tr = document.createElement('tr');
      tr.append(cell(new Date(item.createdAt).toLocaleString('tr-TR')), cell(item.channel), cell(item.recipient));
      tr.append(cell(item.text), cell(item.code, 'code'));
      const actions = document.createElement('td');
      if (item.channel === 'push') {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = item.approved ? 'Onaylı / Approved' : 'Onayla / Approve';
        button.disabled = Boolean(item.approved);
        button.addEventListener('click', () => approve(item.id, button));
        actions.append(button);
      }
      tr.append(actions);
      return tr;
    }),
  );
};

const load = async () => {
  try {
    const response = await fetch(`/api/Sandbox/Outbox${query()}`, { headers: UNPROTECTED });
    const envelope = await response.json();
    render(envelope.data?.items ?? []);
    status.textContent = `${envelope.data?.items?.length ?? 0} mesaj / messages`;
  } catch {
    status.textContent = 'Sunucuya ulaşılamadı / Server unreachable';
  }
};

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void load();
});
setInterval(() => auto.checked && void load(), 3000);
void load();
