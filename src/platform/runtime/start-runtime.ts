// The service's first import, before anything else loads or queues work: it sizes libuv's pool and
// starts it with its threads below the event loop's priority.
import { startLowPriorityPool } from '../common/crypto/thread-pool';

startLowPriorityPool();
