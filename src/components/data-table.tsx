import type { ComponentProps, CSSProperties } from 'react';
import './data-table.css';

export interface DataTableProps extends ComponentProps<'table'> {
  /** Cells' padding above and below: px, or the theme's `xs` spacing. Mantine's 7 px by default. */
  spacing?: number | 'xs';
  /** A border round the table. */
  withBorder?: boolean;
  /** Borders between columns. */
  withColumnBorders?: boolean;
  /** The row under the pointer is shaded. */
  highlightOnHover?: boolean;
  /** Every other body row is shaded. */
  striped?: boolean;
  /** Label-and-value rows: the row headers on a shade, in medium weight. */
  vertical?: boolean;
  /** Column widths from the first row (`table-layout: fixed`), not from every cell. */
  fixed?: boolean;
}

function spacingValue(spacing: number | 'xs'): string {
  return spacing === 'xs'
    ? 'var(--mantine-spacing-xs)'
    : `calc(${spacing / 16}rem * var(--mantine-scale))`;
}

/**
 * A table with the look of Mantine's Table (row borders, hover, stripes, light and dark),
 * drawn as a plain `<table>` whose `thead`, `tbody`, `tr`, `th` and `td` are written as
 * such: no component per cell, and none of the code Mantine's Table brings with it (its
 * scroll container pulls in ScrollArea, ~6 KB gzip, on every page with a table).
 */
export function DataTable({
  spacing = 7,
  withBorder,
  withColumnBorders,
  highlightOnHover,
  striped,
  vertical,
  fixed,
  className,
  style,
  ...table
}: DataTableProps) {
  return (
    <table
      {...table}
      className={className ? `data-table ${className}` : 'data-table'}
      data-with-border={withBorder || undefined}
      data-with-column-borders={withColumnBorders || undefined}
      data-hover={highlightOnHover || undefined}
      data-striped={striped || undefined}
      data-vertical={vertical || undefined}
      data-fixed={fixed || undefined}
      style={{ '--table-vertical-spacing': spacingValue(spacing), ...style } as CSSProperties}
    />
  );
}
