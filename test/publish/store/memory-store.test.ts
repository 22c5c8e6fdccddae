import { MemoryStore } from '../../../publish/store/memory-store.js';
import { storeContract } from './store-contract.js';

storeContract('memory', async () => new MemoryStore());
