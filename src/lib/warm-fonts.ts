/**
 * The font faces the pages draw text in, looked up ahead of the page's first full layout.
 *
 * The first text drawn in a face (family, size, weight and style) costs a font-cache
 * lookup: about 1 ms on a modest laptop, more where a sandbox asks the browser process
 * (Chromium on Linux). A checkout's first full layout, inside the mount of the page (one
 * long task), met about 25 new faces at once: 25–40 ms of that task at 4× CPU throttling.
 * After the first screen has painted, while the page's code and data download, each face
 * is laid out once in a hidden element, one face per task, so no task is long.
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

const FAMILY = {
  sans: 'var(--mantine-font-family)',
  mono: 'var(--mantine-font-family-monospace)',
} as const;

/** Lays out one face per task (`schedule`), in a hidden element removed at once. */
export function warmFontFaces(
  faces: readonly FontFaceKey[] = FONT_FACES_AHEAD,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
): void {
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
    const probe = document.createElement('span');
    probe.ariaHidden = 'true';
    probe.textContent = SAMPLE;
    probe.style.cssText = `position:absolute;top:0;left:-9999px;visibility:hidden;white-space:nowrap;font:${style} ${weight} ${size} ${FAMILY[family]}`;
    document.body.append(probe);
    // Reading its width lays it out now, in this task, with the face looked up.
    void probe.offsetWidth;
    probe.remove();
    schedule(step);
  };
  schedule(step);
}
