// The export of payments to CSV or JSON, with its scope in the file name. Loaded on
// first use (papaparse with it): import it dynamically.
export { default as ExportDialog, type ExportDialogProps } from './export-dialog';
