import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Draws a numeric picture code as a raster PNG (docs/API.md "The picture code").
 * An SVG carried each digit as its own path, which a script reads back by comparing shapes (49 of 49
 * in a review of ours; produck/svg-captcha issues #7 and #51 report the same for that library): a raster has
 * no shapes to parse, only pixels. Each digit is a stroke font jittered point by point, scaled,
 * rotated and sheared on its own, the whole picture bent by a random wave, digits touch or overlap,
 * and curves of the same colour and width as the strokes cross them, over a speckled background.
 * It raises the cost of reading by machine to an OCR effort; the throttle in login-throttle.ts is
 * what bounds guessing.
 */

/** Digits as polylines on a 10×16 grid. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [2, 1],
      [8, 1],
      [9, 4],
      [9, 12],
      [8, 15],
      [2, 15],
      [1, 12],
      [1, 4],
      [2, 1],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 2],
      [4, 1],
      [8, 2],
      [8, 6],
      [4, 8],
      [8, 10],
      [9, 14],
      [5, 15],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [6, 6],
      [9, 9],
      [9, 13],
      [6, 15],
      [1, 14],
    ],
  ],
  '6': [
    [
      [8, 1],
      [4, 2],
      [1, 8],
      [1, 13],
      [4, 15],
      [8, 14],
      [9, 10],
      [6, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 2],
      [5, 1],
      [8, 2],
      [8, 6],
      [5, 8],
      [1, 11],
      [2, 15],
      [8, 15],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [5, 8],
      [1, 6],
      [2, 2],
      [5, 1],
      [8, 2],
      [9, 6],
      [8, 11],
      [5, 15],
      [2, 14],
    ],
  ],
};

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

type Rgb = [number, number, number];
type Point = [number, number];

/** A dark, saturated ink: readable on the light background, different for each stroke. */
function ink(): Rgb {
  const hue = randomInt(0, 360) / 60;
  const c = 0.55;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][Math.floor(hue) % 6]!;
  const base = 0.12;
  return [r! + base, g! + base, b! + base].map((v) => Math.round(v * 255)) as Rgb;
}

class Canvas {
  readonly pixels: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  fill(colour: (x: number, y: number) => Rgb) {
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        const i = (y * this.width + x) * 3;
        const [r, g, b] = colour(x, y);
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
  }

  /** A round-capped segment of `width` pixels, anti-aliased by distance. */
  segment(a: Point, b: Point, width: number, colour: Rgb) {
    const pad = width / 2 + 1;
    const [minX, maxX] = [Math.min(a[0], b[0]) - pad, Math.max(a[0], b[0]) + pad];
    const [minY, maxY] = [Math.min(a[1], b[1]) - pad, Math.max(a[1], b[1]) + pad];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length2 = dx * dx + dy * dy || 1;
    for (let y = Math.max(0, Math.floor(minY)); y <= Math.min(this.height - 1, Math.ceil(maxY)); y++)
      for (let x = Math.max(0, Math.floor(minX)); x <= Math.min(this.width - 1, Math.ceil(maxX)); x++) {
        const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / length2));
        const d = Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
        const cover = Math.max(0, Math.min(1, width / 2 + 0.5 - d));
        if (cover <= 0) continue;
        const i = (y * this.width + x) * 3;
        for (let k = 0; k < 3; k++)
          this.pixels[i + k] = this.pixels[i + k]! * (1 - cover) + colour[k]! * cover;
      }
  }

  /** Draws the line with its colour shading from `from` to `to` along its length. */
  polyline(points: Point[], width: number, [from, to]: [Rgb, Rgb]) {
    for (let i = 1; i < points.length; i++) {
      const t = i / points.length;
      const colour = from.map((v, k) => v + (to[k]! - v) * t) as Rgb;
      this.segment(points[i - 1]!, points[i]!, width, colour);
    }
  }

  /** PNG, 8-bit RGB, no interlace. */
  toPng(): Buffer {
    const row = this.width * 3 + 1;
    const raw = Buffer.alloc(row * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * row] = 0;
      for (let x = 0; x < this.width * 3; x++) {
        raw[y * row + 1 + x] = Math.max(0, Math.min(255, Math.round(this.pixels[y * this.width * 3 + x]!)));
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Splits each segment into short pieces, so that the wave bends straight strokes into curves. */
function subdivide(points: Point[], step = 1.5): Point[] {
  const out: Point[] = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 1; k <= n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

/** One random wave over the whole picture: every point moves by a smooth, code-independent amount. */
function randomWave(): (p: Point) => Point {
  const [ax, ay] = [rand(1.5, 3), rand(2, 4)];
  const [fx, fy] = [rand(0.05, 0.09), rand(0.04, 0.08)];
  const [px, py] = [rand(0, Math.PI * 2), rand(0, Math.PI * 2)];
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/**
 * Two inks per picture, shared by digits and clutter, each line shading from one to the other: no
 * digit has a colour of its own to be cut out by.
 */
type Palette = [Rgb, Rgb];
const shade = (palette: Palette): [Rgb, Rgb] => {
  const first = randomInt(0, 2);
  return [palette[first]!, palette[1 - first]!];
};

function drawDigit(
  canvas: Canvas,
  digit: string,
  index: number,
  count: number,
  wave: (p: Point) => Point,
  palette: Palette,
) {
  const cell = (CAPTCHA_WIDTH - 16) / count;
  const scale = rand(2.05, 2.4);
  const angle = (rand(-20, 20) * Math.PI) / 180;
  const shear = rand(-0.3, 0.3);
  const centre: Point = [8 + cell * (index + 0.5) + rand(-4, 4), CAPTCHA_HEIGHT / 2 + rand(-3, 3)];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = ([gx, gy]: Point): Point => {
    const x = (gx - 5 + rand(-0.45, 0.45)) * scale;
    const y = (gy - 8 + rand(-0.45, 0.45)) * scale;
    const sx = x + shear * y;
    return wave([centre[0] + sx * cos - y * sin, centre[1] + sx * sin + y * cos]);
  };
  const width = rand(2.7, 3.3);
  for (const stroke of GLYPHS[digit] ?? []) {
    canvas.polyline(subdivide(stroke.map(([x, y]) => place([x!, y!]))), width, shade(palette));
  }
}

/** Curves as thick and as dark as the strokes, crossing the digits: no cheap way to tell them apart. */
function drawClutter(canvas: Canvas, wave: (p: Point) => Point, palette: Palette) {
  for (let n = 0; n < 2; n++) {
    const y0 = rand(8, CAPTCHA_HEIGHT - 8);
    const amplitude = rand(5, 11);
    const frequency = rand(0.03, 0.07);
    const phase = rand(0, Math.PI * 2);
    const from = rand(-10, 40);
    const to = rand(CAPTCHA_WIDTH - 40, CAPTCHA_WIDTH + 10);
    const points: Point[] = [];
    for (let x = from; x <= to; x += 2)
      points.push(wave([x, y0 + amplitude * Math.sin(x * frequency + phase)]));
    canvas.polyline(points, n === 0 ? rand(1.8, 2.2) : rand(1, 1.3), shade(palette));
  }
  for (let n = 0; n < 2; n++) {
    const a: Point = [rand(0, CAPTCHA_WIDTH), rand(0, CAPTCHA_HEIGHT)];
    const b: Point = [a[0] + rand(-14, 14), a[1] + rand(-14, 14)];
    canvas.polyline(subdivide([a, b]).map(wave), rand(1.4, 2), shade(palette));
  }
}

/** A light, grainy background and speckles of ink over everything. */
function background(): (x: number, y: number) => Rgb {
  const tint: Rgb = [rand(236, 250), rand(232, 246), rand(222, 240)];
  return () => {
    const grain = rand(-18, 8);
    return [tint[0] + grain, tint[1] + grain, tint[2] + grain];
  };
}

function speckle(canvas: Canvas) {
  for (let n = 0; n < 260; n++) {
    const i = (randomInt(0, canvas.height) * canvas.width + randomInt(0, canvas.width)) * 3;
    const [r, g, b] = randomInt(0, 3) === 0 ? ink() : [250, 250, 245];
    canvas.pixels[i] = r;
    canvas.pixels[i + 1] = g;
    canvas.pixels[i + 2] = b;
  }
}

/** The picture of `code` as PNG bytes (CAPTCHA_WIDTH × CAPTCHA_HEIGHT). */
export function renderCaptchaPng(code: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  canvas.fill(background());
  const wave = randomWave();
  const palette: Palette = [ink(), ink()];
  drawClutter(canvas, wave, palette);
  [...code].forEach((digit, index) => {
    drawDigit(canvas, digit, index, code.length, wave, palette);
  });
  speckle(canvas);
  return canvas.toPng();
}

/** A data URL (`data:image/png;base64,…`) showing `code`'s digits. */
export function renderCaptcha(code: string): string {
  return `data:image/png;base64,${renderCaptchaPng(code).toString('base64')}`;
}
