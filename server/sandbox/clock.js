// The sandbox page's clock: shows the bank's time and moves it (+1 hour, +1 day, +30 days, reset).
// Moving it runs the standing orders that fall due at once; the answer says what ran. No inline script (CSP).
const UNPROTECTED = { 'X-Unprotected-Token': 'emanet-public-7c1d2f' };
const now = document.getElementById('clock-now');
const offset = document.getElementById('clock-offset');
const status = document.getElementById('clock-status');

const BANK_TIME = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const show = (clock) => {
  now.textContent = BANK_TIME.format(new Date(clock.now));
  const hours = Math.round(clock.offsetMs / 3_600_000);
  offset.textContent = hours ? ` (+${hours} saat / hours)` : '';
};

const load = async () => {
  const response = await fetch('/api/Sandbox/Clock', { headers: UNPROTECTED });
  const envelope = await response.json();
  if (envelope.data) show(envelope.data);
};

const move = async (body) => {
  const response = await fetch('/api/Sandbox/Clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...UNPROTECTED },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!envelope.data) {
    status.textContent = 'Saat değiştirilemedi / Could not move the clock';
    return;
  }
  show(envelope.data.clock);
  const ran = envelope.data.ran;
  status.textContent = `Ödenen / paid: ${ran.completed}, ödenmeyen / not paid: ${ran.failed}, atlanan / skipped: ${ran.skipped}, bildirim / notices: ${ran.notices}`;
};

for (const button of document.querySelectorAll('.clock-actions button')) {
  button.addEventListener('click', () => {
    const { hours, days, reset } = button.dataset;
    void move(reset ? { reset: true } : days ? { advanceDays: Number(days) } : { advanceHours: Number(hours) });
  });
}
void load();
