// Figures of the shown payments: totals per status and token, and payments over time.
export { summarizePayments } from './summary';
export { SummaryPanel } from './summary-panel';
