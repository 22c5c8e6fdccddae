import { Request, type AddRequestsBatchedOptions, type AddRequestsBatchedResult, type IRequestManager, type RequestQueueOperationInfo, type RequestQueueOperationOptions, type RequestsLike, type Source } from '@crawlee/cheerio';

type ProcessedRequest = AddRequestsBatchedResult['addedRequests'][number];

/**
 * One crawl's requests, in this process's memory, handed to crawlee through its `requestManager`
 * option. crawlee's own RequestQueue allocates, in its RequestDeduplicationCache, two
 * 1,000,000-slot arrays per queue whatever the crawl's size (16 MB; about 70 ms of CPU to
 * allocate and then walked by every full GC while the crawler lives: 0.4 s a crawler under
 * load), and crawlee 3.18 takes no size for it. A crawl here is one crawler's, in one process,
 * with no persistence (`persistStorage: false`): a map of the unique keys seen and a list of
 * those waiting is all the queue did for us. A unique key is added once for the whole crawl,
 * handled or not, as crawlee's queue does; a reclaimed request (a retry) waits again.
 */
export class CrawlRequests implements IRequestManager {
  readonly #seen = new Map<string, Request>();
  readonly #waiting: Request[] = [];
  /** The requests handed out, by identity: crawlee hands back the object fetchNextRequest gave. */
  readonly #inProgress = new Set<Request>();
  #handled = 0;

  async isFinished(): Promise<boolean> {
    return this.#waiting.length === 0 && this.#inProgress.size === 0;
  }

  async isEmpty(): Promise<boolean> {
    return this.#waiting.length === 0;
  }

  async handledCount(): Promise<number> {
    return this.#handled;
  }

  getTotalCount(): number {
    return this.#seen.size;
  }

  getPendingCount(): number {
    return this.#seen.size - this.#handled;
  }

  async fetchNextRequest<T extends object = Record<string, unknown>>(): Promise<Request<T> | null> {
    const next = this.#waiting.shift();
    if (next === undefined) return null;
    this.#inProgress.add(next);
    return next;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Request> {
    for (;;) {
      const next = await this.fetchNextRequest();
      if (next === null) return;
      yield next;
    }
  }

  async markRequestHandled(request: Request): Promise<RequestQueueOperationInfo | null> {
    if (!this.#inProgress.delete(request)) return null;
    request.handledAt ??= new Date().toISOString();
    this.#handled += 1;
    return { ...this.#info(request, true, true), forefront: false };
  }

  async reclaimRequest(request: Request, options: RequestQueueOperationOptions = {}): Promise<RequestQueueOperationInfo | null> {
    if (!this.#inProgress.delete(request)) return null;
    const forefront = options.forefront ?? false;
    if (forefront) this.#waiting.unshift(request);
    else this.#waiting.push(request);
    return { ...this.#info(request, true, false), forefront };
  }

  async addRequest(requestLike: Source, options: RequestQueueOperationOptions = {}): Promise<RequestQueueOperationInfo> {
    const forefront = options.forefront ?? false;
    return { ...this.#add(toRequest(requestLike), forefront), forefront };
  }

  async addRequestsBatched(requests: RequestsLike, options: AddRequestsBatchedOptions = {}): Promise<AddRequestsBatchedResult> {
    const addedRequests: ProcessedRequest[] = [];
    const requestsOverLimit: Source[] = [];
    let budget = options.maxNewRequests ?? Number.POSITIVE_INFINITY;
    for await (const item of requests) {
      const source: Source = typeof item === 'string' ? { url: item } : item;
      const request = toRequest(source);
      if (budget <= 0 && !this.#seen.has(request.uniqueKey)) {
        requestsOverLimit.push(source);
        continue;
      }
      const processed = this.#add(request, options.forefront ?? false);
      if (!processed.wasAlreadyPresent) budget -= 1;
      addedRequests.push(processed);
    }
    // Everything is added before this returns: crawlee's background batches have nothing to wait for.
    return { addedRequests, waitForAllRequestsToBeAdded: Promise.resolve([]), requestsOverLimit };
  }

  #add(request: Request, forefront: boolean): ProcessedRequest {
    const known = this.#seen.get(request.uniqueKey);
    if (known !== undefined) {
      request.id = known.id;
      return this.#info(known, true, known.handledAt !== undefined);
    }
    request.id = String(this.#seen.size + 1);
    this.#seen.set(request.uniqueKey, request);
    if (forefront) this.#waiting.unshift(request);
    else this.#waiting.push(request);
    return this.#info(request, false, false);
  }

  #info(request: Request, wasAlreadyPresent: boolean, wasAlreadyHandled: boolean): ProcessedRequest {
    return { requestId: request.id!, uniqueKey: request.uniqueKey, wasAlreadyPresent, wasAlreadyHandled };
  }
}

function toRequest(source: Source): Request {
  if (source instanceof Request) return source;
  const { requestsFromUrl, regex: _regex, url, ...options } = source;
  // crawlSource adds a url to every request; a list of URLs to download is crawlee's, unused here.
  if (requestsFromUrl !== undefined || url === undefined) throw new TypeError('A crawl request names its url (requestsFromUrl is not read)');
  return new Request({ ...options, url });
}
