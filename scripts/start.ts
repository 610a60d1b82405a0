/** `npm start`: build what is not built, then run the sandbox bank server (it prints the URL and demo identities). */
import { ensureBuilt } from './ensure-built';

ensureBuilt();
await import('../server/index');
