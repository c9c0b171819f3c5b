// What the service last answered each remembered profile, kept in the browser for when
// it is down or the browser is offline, and whether it answers now. No UI: the dated
// line is components/last-known-line.tsx; the app's wiring is app/keep-answers.ts.
export {
  ANSWER_FORMAT,
  deleteKept,
  identityTag,
  keptScopes,
  mergeKept,
  readKept,
  writeKept,
  type KeptAnswers,
  type KeptQuery,
} from './kept-answers';
export {
  downReasonOf,
  followServiceState,
  onServiceState,
  serviceStateNow,
  useNeedsService,
  useServiceState,
  type ServiceState,
} from './service-state';
