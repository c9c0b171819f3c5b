/**
 * The benchmark's browser floor: what this browser on this machine does with the
 * cheapest virtualised table there is. No framework and no virtualiser: a fixed pool of
 * row elements (the rows in the window plus one on each side), each of six text cells,
 * whose text and position change in the scroll event, before the frame is drawn. The
 * same 20,000 rows of text as the rows floor (row-texts.ts). Nothing a dashboard can
 * build draws a frame of the 1,000 px drag faster, so its drag figure says whether the
 * drag target can be met on this machine at all (see bench/README.md).
 */
import './plain-rows.css';
import { ROW_COUNT, rowTexts } from './row-texts';

const ROW_HEIGHT = 40;
/** Rows drawn beyond the window on each side. */
const OVERSCAN = 1;

interface Slot {
  row: HTMLTableRowElement;
  texts: Text[];
  index: number;
}

const body = document.querySelector('tbody');
if (body) {
  body.style.height = `${ROW_COUNT * ROW_HEIGHT}px`;
  const slots: Slot[] = [];
  const addSlot = () => {
    const row = document.createElement('tr');
    const texts = Array.from({ length: 6 }, (_, column) => {
      const cell = document.createElement('td');
      cell.className = `c${column}`;
      const text = document.createTextNode('');
      cell.append(text);
      row.append(cell);
      return text;
    });
    body.append(row);
    slots.push({ row, texts, index: -1 });
  };
  const bodyTop = body.getBoundingClientRect().top + window.scrollY;
  const draw = () => {
    const offset = window.scrollY - bodyTop;
    const first = Math.max(0, Math.floor(offset / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(
      ROW_COUNT - 1,
      Math.ceil((offset + window.innerHeight) / ROW_HEIGHT) + OVERSCAN,
    );
    while (slots.length < last - first + 1) addSlot();
    slots.forEach((slot, position) => {
      const index = first + position;
      slot.row.hidden = index > last;
      if (index > last || slot.index === index) return;
      slot.index = index;
      const texts = rowTexts(index);
      slot.texts.forEach((text, column) => (text.data = texts[column] ?? ''));
      slot.row.style.transform = `translateY(${index * ROW_HEIGHT}px)`;
    });
  };
  window.addEventListener('scroll', draw, { passive: true });
  draw();
}
