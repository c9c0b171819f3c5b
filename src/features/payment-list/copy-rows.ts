import type { ClipboardEvent } from 'react';

/**
 * Copying rows of the payments table as a spreadsheet expects a table: one line per
 * row, its cells separated by tabs. The browser cannot do it alone here: the rows are
 * placed by `top` and laid out as grids, so its own copy puts every cell on a line of
 * its own and runs the rows together with nothing between them.
 *
 * Built from the selection, not from the data, so what is copied is what is selected:
 * each cell's part of it is written as the browser writes that part alone (the
 * language's number format, the amount with its unit, a shortened hash as shown, no
 * screen-reader-only words, which are `user-select: none`). A selection inside one cell,
 * or reaching outside the table, is left to the browser.
 */
export function copyRowsAsText(event: ClipboardEvent<HTMLElement>): void {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount !== 1 || selection.isCollapsed) return;
  const range = selection.getRangeAt(0);
  const table = event.currentTarget;
  if (!table.contains(range.commonAncestorContainer)) return;
  const rows = selectedCells(table, range);
  if (rows.length === 0 || (rows.length === 1 && rows[0]!.length < 2)) return;
  const { anchorNode, anchorOffset, focusNode, focusOffset } = selection;
  const lines = rows.map((cells) => cells.map((part) => textOf(selection, part)).join('\t'));
  // Back as it was, direction included (the parts were selected one by one to be read).
  if (anchorNode && focusNode)
    selection.setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset);
  event.clipboardData.setData('text/plain', lines.join('\n'));
  event.preventDefault();
}

/** The selected part of each cell the selection touches, row by row in the table's order. */
function selectedCells(table: HTMLElement, range: Range): Range[][] {
  const rows = [...table.querySelectorAll<HTMLElement>('[role="row"]')]
    .filter((row) => range.intersectsNode(row))
    // Rows reused while scrolling lag in the DOM for a moment (use-window-rows.ts).
    .sort((a, b) => rowIndex(a) - rowIndex(b));
  const selected: Range[][] = [];
  for (const row of rows) {
    const cells: Range[] = [];
    for (const cell of row.children) {
      const part = document.createRange();
      part.selectNodeContents(cell);
      if (range.compareBoundaryPoints(Range.START_TO_START, part) > 0)
        part.setStart(range.startContainer, range.startOffset);
      if (range.compareBoundaryPoints(Range.END_TO_END, part) < 0)
        part.setEnd(range.endContainer, range.endOffset);
      if (!part.collapsed && range.intersectsNode(cell)) cells.push(part);
    }
    if (cells.length > 0) selected.push(cells);
  }
  return selected;
}

const rowIndex = (row: HTMLElement) => Number(row.getAttribute('aria-rowindex'));

/**
 * The text the browser copies for this part alone, on one line: a cell's badges and
 * buttons are boxes of their own, which it would put on lines of their own. A copy
 * writes no-break spaces as spaces ("49,90 $"); the selection's text keeps them.
 */
function textOf(selection: Selection, part: Range): string {
  selection.removeAllRanges();
  selection.addRange(part);
  return selection
    .toString()
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

/**
 * Whether a click on `element` ends a drag over its text (to copy it): the row then
 * opens nothing. A plain click has collapsed any earlier selection by then.
 */
export function endsTextSelection(element: HTMLElement): boolean {
  const selection = window.getSelection();
  return Boolean(selection && !selection.isCollapsed && element.contains(selection.anchorNode));
}
