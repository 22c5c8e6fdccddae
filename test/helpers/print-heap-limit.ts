import v8 from 'node:v8';

// Entry point for test/pipeline/heap-budget.test.ts: prints the heap limit node was started with (bytes).
console.log(v8.getHeapStatistics().heap_size_limit);
