/** `npm run bench`: runs every benchmark in tests/bench and prints its table. */
import { coldStart } from './cold-start';

const benches: Array<{ name: string; run: () => Promise<void> }> = [
  { name: 'server cold start to first answered /api call', run: coldStart },
];

for (const bench of benches) {
  console.log(`\n## ${bench.name}\n`);
  await bench.run();
}
