/** `npm run bench`: runs every benchmark in tests/bench and prints its table. */
import { coldStart } from './cold-start';
import { firstVisit } from './first-visit';
import { postingBench } from './posting';
import { transferBench } from './transfers';
import { workerOverhead } from './worker-overhead';

const benches: Array<{ id: string; name: string; run: () => Promise<void> }> = [
  { id: 'cold-start', name: 'server cold start to first answered /api call', run: coldStart },
  { id: 'first-visit', name: 'first visit on a phone: JS before /login, Lighthouse mobile', run: firstVisit },
  { id: 'worker', name: 'service worker overhead per /api call', run: workerOverhead },
  { id: 'transfers', name: 'transfers through the HTTP API beside pgbench (PostgreSQL)', run: transferBench },
  { id: 'posting', name: 'the posting call alone (ledger_post) beside pgbench (PostgreSQL)', run: postingBench },
];

// BENCH_ONLY=transfers (or a comma-separated list of ids) runs a part.
const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
for (const bench of benches.filter((b) => !only || only.includes(b.id))) {
  console.log(`\n## ${bench.name}\n`);
  await bench.run();
}
