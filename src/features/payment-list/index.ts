// The payments on screen: the table and the phone's cards, their columns, virtual rows and
// row names.
export { CardSort } from './card-sort';
export { CHANGED_ROW_CLASS, ChangeBadge } from './change-badge';
export { ColumnChooser } from './column-chooser';
export { layoutColumns } from './column-layout';
export { useNumberWidths } from './number-widths';
export { PaymentCards } from './payment-cards';
export { PaymentsTable, type LeadingColumn } from './payments-table';
