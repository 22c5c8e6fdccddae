/**
 * The warehouse's memory budget (DuckDB's memory_limit). DuckDB's buffer pool defaults to 80 % of
 * the machine's memory and keeps what it read: a publish scanning 10^6 rows would hold gigabytes
 * it no longer needs. Queries that need more spill to disk (temp files beside the warehouse).
 */
export const WAREHOUSE_MEMORY_LIMIT = '256MB';

/**
 * DuckDB's threads, the calling one included. DuckDB defaults to one per core, and its idle
 * workers spin before they sleep: a night's statements are many and small (a load batch is a
 * dozen statements over a few hundred rows), so each woke the other worker for nothing, and a
 * night over the sample world cost about a fifth more CPU with two threads than with one, with
 * the same rows and the same artefacts (docs/pipeline.md, "The warehouse's threads").
 */
export const WAREHOUSE_THREADS = '1';
