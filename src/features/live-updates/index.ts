// Live news: the one polling policy, the polled first page, and what changed since it was
// last seen. No UI feature imported.
export { describeChange, mergeNewestFirst, type Change } from './change-detection';
export { LiveCheckNote } from './live-check-note';
export {
  CALM_CHECK_MS,
  LIVE_CHECK_MS,
  checkStateOf,
  formatInterval,
  hasPending,
} from './live-policy';
export { liveFirstPageOptions } from './live-query';
export { useChangeMarks, useLiveChanges, type ChangeMark, type LiveSource } from './use-live-news';
