import { MemoryStore } from '../../../publish/store/memory-store.js';
import { snapshotScenarios } from './snapshot-scenarios.js';

snapshotScenarios('memory', async () => new MemoryStore());
