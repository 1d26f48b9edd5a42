// The service's first import, before anything else loads or queues work: it sets how far V8 lets the
// heap grow, then sizes libuv's pool and starts it with its threads below the event loop's priority.
import { startLowPriorityPool } from '../crypto/thread-pool';
import { limitHeapGrowth } from './heap-growth';

limitHeapGrowth();
startLowPriorityPool();
