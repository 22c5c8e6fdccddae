import type { WarehousePublishResult } from '../publish/publish-warehouse.ts';

/** The site the benchmark's corpus is published for (its records' links). */
export const SITE_URL = 'https://annonces.nc';

/** What bench/publish-night.ts reports of one night. */
export interface NightResult {
  night: string;
  loadMs: number;
  derived: number;
  publishMs: number;
  publishCpuMs: number;
  result: WarehousePublishResult;
  /** Bytes of the paths that changed, by kind (changes.json apart). */
  kinds: Record<string, { paths: number; bytes: number }>;
  artefactBytes: number;
  beyondBytes: number;
  peakRss: number;
}
