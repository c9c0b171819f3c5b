// Figures of the shown payments: totals per status and token, and payments over time.
export { summarizeTransactions } from './summary';
export { SummaryPanel } from './summary-panel';
