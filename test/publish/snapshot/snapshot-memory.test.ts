import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { snapshotScenarios } from './snapshot-scenarios.ts';

snapshotScenarios('memory', async () => new MemoryStore());
