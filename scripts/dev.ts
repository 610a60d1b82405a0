/**
 * `npm run dev`: the sandbox bank server on PORT (default 8080) and Vite with hot
 * reload on 5173, which proxies /api to it. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string): string => path.join(root, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];

const stop = (): void => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
