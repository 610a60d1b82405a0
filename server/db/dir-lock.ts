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

/** Takes the directory's lock; returns the function that releases it. */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner))
        throw new Error(`${dataDir} is in use by another server (pid ${owner}); stop it or choose another DATA_DIR`);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
};
