/**
 * PGlite keeps no postmaster.pid: two processes could open one data directory and
 * corrupt it. This lock file (pid inside) refuses a second server; a lock left by a
 * dead process (SIGKILL, power loss) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'emanet-server.lock';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const tryLock = (file: string): 'locked' | number => {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return 'locked';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (owner && owner !== process.pid && isAlive(owner)) return owner;
    rmSync(file, { force: true }); // stale: its process is gone
    return tryLock(file);
  }
};

/**
 * Takes the directory's lock, waiting up to `waitMs` for a live owner that is shutting
 * down; returns the function that releases it.
 */
export const lockDataDir = async (dataDir: string, waitMs = 5_000): Promise<() => void> => {
  const file = path.join(dataDir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const outcome = tryLock(file);
    if (outcome === 'locked') return () => rmSync(file, { force: true });
    if (Date.now() >= deadline)
      throw new Error(`${dataDir} is in use by another server (pid ${outcome}); stop it or choose another DATA_DIR`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
