import { MONOSPACE_FONT_STACK, SANS_FONT_STACK } from './font-stacks';

/**
 * The font faces the pages draw text in, looked up ahead of the page's first full layout.
 *
 * The first text drawn in a face (family, size, weight and style) costs a font-cache
 * lookup: about 1 ms on a modest laptop, more where a sandbox asks the browser process
 * (Chromium on Linux). A checkout's first full layout, inside the mount of the page (one
 * long task), met about 25 new faces at once: 25–40 ms of that task at 4× CPU throttling.
 * After the first screen has painted, while the page's code and data download, each face
 * measures a sample text on a canvas, one face per task, so no task is long. A canvas
 * shares the page's font cache (measured: the first layout of text in all these faces,
 * 43–57 ms cold, took 3–4 ms after the canvas had measured them, as after laying each
 * out in the page) but lays nothing out: a hidden element read in the page forced the
 * layout of whatever the page had changed since its last frame, 9–55 ms of a task at
 * Lighthouse's CPU slowdown.
 *
 * e2e/font-faces-ahead.spec.ts checks that every face the pages draw text in is listed.
 */
export type FontFaceKey = `${'sans' | 'mono'} ${number}px ${number} ${'normal' | 'italic'}`;

export const FONT_FACES_AHEAD: readonly FontFaceKey[] = [
  'sans 10px 700 normal',
  'sans 11px 700 normal',
  'sans 12px 400 normal',
  'sans 12px 600 normal',
  'sans 14px 400 normal',
  'sans 14px 400 italic',
  'sans 14px 500 normal',
  'sans 14px 600 normal',
  'sans 14px 700 normal',
  'sans 16px 400 normal',
  'sans 16px 500 normal',
  'sans 16px 600 normal',
  'sans 16px 600 italic',
  'sans 16px 700 normal',
  'sans 22px 700 normal',
  'sans 24px 700 normal',
  'sans 26px 700 normal',
  'sans 32px 700 normal',
  'sans 34px 700 normal',
  'mono 10px 700 normal',
  'mono 12px 400 normal',
  'mono 14px 400 normal',
  'mono 14px 600 normal',
  'mono 16px 400 normal',
  'mono 18px 700 normal',
];

/** Letters, digits and the symbols the pages show that may come from a fallback font. */
const SAMPLE = 'Aa0 …·↕↓↑⚠–';

const FAMILY = { sans: SANS_FONT_STACK, mono: MONOSPACE_FONT_STACK } as const;

/** What warming needs of a canvas's 2D context. */
interface TextMeasuring {
  font: string;
  measureText(text: string): unknown;
}

function canvasContext(): TextMeasuring | null {
  return typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
}

/** Measures text in one face per task (`schedule`); nothing where there is no canvas. */
export function warmFontFaces(
  faces: readonly FontFaceKey[] = FONT_FACES_AHEAD,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
  context: TextMeasuring | null = canvasContext(),
): void {
  if (!context) return;
  let next = 0;
  const step = () => {
    const face = faces[next++];
    if (!face) return;
    const [family, size, weight, style] = face.split(' ') as [
      keyof typeof FAMILY,
      string,
      string,
      string,
    ];
    context.font = `${style} ${weight} ${size} ${FAMILY[family]}`;
    context.measureText(SAMPLE);
    schedule(step);
  };
  schedule(step);
}
