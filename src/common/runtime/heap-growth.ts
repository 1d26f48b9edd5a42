import { setFlagsFromString } from 'node:v8';

/** How far past what the last full collection kept V8 may grow the heap before the next one, in per cent. */
export const HEAP_GROWING_PERCENT = 50;

const OPERATOR_FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/**
 * V8 sets the next full collection's trigger from what the last one kept: with a few GB free it
 * lets the heap reach four times that, and under thousands of requests a second the room fills
 * with request objects promoted while still in flight, so an instance idling at 160 MB reached
 * 300–500 MB. Growing by half instead keeps it under 250 MB for a few per cent more CPU. A
 * `--heap-growing-percent` given to node on the command line is kept (NODE_OPTIONS cannot carry it).
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((flag) => OPERATOR_FLAG.test(flag))) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
