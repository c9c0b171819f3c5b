import { matchSession, type MatchRequest, type MatchResponse } from './match-protocol';

/**
 * The matcher off the page's thread (issue 52: 20,000 × 20,000 with no long task on
 * the page). Started by matchOrdersInWorker as a module worker; one run per worker.
 */

/** The few members of a worker's global scope used here (the project's types are the page's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<MatchRequest>) => void) | null;
  postMessage(message: MatchResponse): void;
}

const scope = self as unknown as WorkerScope;
const receive = matchSession((message) => scope.postMessage(message));
scope.onmessage = (event) => receive(event.data);
