/** `npm run bench`: runs every benchmark in tests/bench and prints its table. */
import { coldStart } from './cold-start';
import { transferBench } from './transfers';
import { workerOverhead } from './worker-overhead';

const benches: Array<{ name: string; run: () => Promise<void> }> = [
  { name: 'server cold start to first answered /api call', run: coldStart },
  { name: 'service worker overhead per /api call', run: workerOverhead },
  { name: 'transfers through the HTTP API beside pgbench (PostgreSQL)', run: transferBench },
];

for (const bench of benches) {
  console.log(`\n## ${bench.name}\n`);
  await bench.run();
}
