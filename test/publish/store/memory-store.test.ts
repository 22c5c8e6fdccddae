import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { storeContract } from './store-contract.ts';

storeContract('memory', async () => new MemoryStore());
