/**
 * The installed app's icons (public/icons/*.png, named by the web app manifest in
 * vite.config.ts): public/favicon.svg's logo, a white tick on an indigo square, drawn
 * as PNGs with node:zlib alone (this repo has no image tools). Run `npx tsx
 * scripts/app-icons.ts` after changing the logo; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** public/favicon.svg's colour and shape, in its 32-unit box. */
const INDIGO = [0x3b, 0x5b, 0xdb] as const;
const CORNER = 7;
const TICK: readonly (readonly [number, number])[] = [
  [9, 17],
  [14, 22],
  [23, 11],
];
const TICK_HALF_WIDTH = 3.5 / 2;
/** Samples per pixel side, for smooth edges. */
const SAMPLES = 4;

function distanceToSegment(
  x: number,
  y: number,
  [ax, ay]: readonly [number, number],
  [bx, by]: readonly [number, number],
) {
  const dx = bx - ax;
  const dy = by - ay;
  const along = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + along * dx), y - (ay + along * dy));
}

function onTick(x: number, y: number): boolean {
  return TICK.slice(1).some(
    (point, i) => distanceToSegment(x, y, TICK[i]!, point) <= TICK_HALF_WIDTH,
  );
}

/** Inside the rounded square (the maskable icon fills the whole square: the mask shapes it). */
function onSquare(x: number, y: number, fullBleed: boolean): boolean {
  if (fullBleed) return true;
  const cx = Math.min(Math.max(x, CORNER), 32 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 32 - CORNER);
  return Math.hypot(x - cx, y - cy) <= CORNER;
}

/** RGBA pixels of the logo at `size` px. */
function drawLogo(size: number, fullBleed: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = 32 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let square = 0;
      let tick = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * unit;
          const y = (py + (sy + 0.5) / SAMPLES) * unit;
          if (!onSquare(x, y, fullBleed)) continue;
          square++;
          if (onTick(x, y)) tick++;
        }
      }
      const all = SAMPLES * SAMPLES;
      // White over indigo where the tick covers the square; coverage as alpha at the edge.
      const white = square ? tick / square : 0;
      const offset = (py * size + px) * 4;
      INDIGO.forEach((channel, i) => {
        pixels[offset + i] = Math.round(channel + (255 - channel) * white);
      });
      pixels[offset + 3] = Math.round((255 * square) / all);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of RGBA pixels (8 bits a channel, no filter). */
function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    // Each row starts with its filter byte, 0 (none).
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'maskable-512.png', size: 512, fullBleed: true },
] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(import.meta.dirname, '..', 'public', 'icons');
  mkdirSync(dir, { recursive: true });
  for (const { file, size, fullBleed } of APP_ICONS) {
    writeFileSync(join(dir, file), encodePng(size, drawLogo(size, fullBleed)));
  }
}
