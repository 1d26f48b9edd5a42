// The service's first import: sizes libuv's pool, then starts it with its threads below the event loop's
// priority, before anything else queues work on it.
import { startLowPriorityPool } from './thread-pool';

startLowPriorityPool();
