// The sandbox outbox page: lists what the bank "sent" (and captcha answers) and approves pending pushes.
// No inline script (CSP). Times are shown in the bank's time zone, Europe/Istanbul.
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

// The bank's time zone, as in the app (BANK_TIME_ZONE in src/contract/date-text.ts), whatever the browser's zone is.
const BANK_TIME = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const timeCell = (iso) => {
  const td = document.createElement('td');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return td;
  const time = document.createElement('time');
  time.dateTime = date.toISOString();
  time.title = `${date.toISOString()} (UTC)`;
  time.textContent = BANK_TIME.format(date);
  td.append(time);
  return td;
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
      tr.append(timeCell(item.createdAt), cell(item.channel), cell(item.recipient));
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
