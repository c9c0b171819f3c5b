/**
 * The benchmark's rows floor: TanStack Table's virtualised-rows pattern (the anchor of
 * issue 22) at its plainest, on the dashboard's stack: a real table laid out as a grid,
 * rows of a fixed 40 px placed by `@tanstack/react-virtual` with a transform, the window
 * as the scroll container, six cells of plain text a row and nothing else (no badges,
 * links, buttons or hover). 20,000 rows made in the page. The bench scrolls it as it
 * scrolls the payments table, in the same browser at the same CPU slowdown: its frames
 * are the best a virtualised table on these dependencies can do on this machine, so the
 * payments table's scroll and drag figures are read beside it (see bench/run.ts).
 * Kept out of src/ so app changes never move it.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { StrictMode, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ROW_COUNT, rowTexts } from './row-texts';

const ROW_HEIGHT = 40;
const COLUMNS = [
  { label: 'Time (UTC)', width: 170 },
  { label: 'Status', width: 110 },
  { label: 'Chain', width: 100 },
  { label: 'Amount', width: 260 },
  { label: 'USD', width: 110 },
  { label: 'Transaction', width: 150 },
];

interface Row {
  cells: readonly string[];
}

const ROWS: readonly Row[] = Array.from({ length: ROW_COUNT }, (_, index) => ({
  cells: rowTexts(index),
}));

const cellStyle = (width: number) => ({
  display: 'flex',
  alignItems: 'center',
  width,
  padding: '0 8px',
  whiteSpace: 'nowrap' as const,
});

function RowsTable() {
  const tableRef = useRef<HTMLTableElement>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => setOffsetTop(tableRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: ROW_COUNT,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
    scrollMargin: offsetTop,
  });
  return (
    <table ref={tableRef} aria-label="Rows floor" style={{ display: 'grid', fontSize: 14 }}>
      <thead style={{ display: 'grid', position: 'sticky', top: 0, zIndex: 1 }}>
        <tr style={{ display: 'flex', width: '100%', height: ROW_HEIGHT }}>
          {COLUMNS.map((column) => (
            <th key={column.label} style={cellStyle(column.width)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody style={{ display: 'grid', height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = ROWS[item.index];
          if (!row) return null;
          return (
            <tr
              key={item.key}
              style={{
                display: 'flex',
                position: 'absolute',
                width: '100%',
                height: ROW_HEIGHT,
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                borderBottom: '1px solid var(--mantine-color-default-border)',
              }}
            >
              {row.cells.map((text, column) => (
                <td key={column} style={cellStyle(COLUMNS[column]?.width ?? 100)}>
                  {text}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <main style={{ padding: 16 }}>
          <h1>Rows floor</h1>
          <RowsTable />
        </main>
      </MantineProvider>
    </StrictMode>,
  );
