/**
 * Draws a captcha as SVG paths only: each character's outline comes from a DejaVu font (fontkit),
 * scaled, rotated, skewed and bent by a wave across the whole image, with every point jittered, so
 * the outline matches no font glyph exactly. Faint decoy characters, dots and crossing lines are
 * mixed in, and all elements are shuffled: the SVG holds no text, no font name, and its element
 * order says nothing about the answer's order. Only the picture, read left to right, does.
 */
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { openSync, type Font, type PathCommand } from 'fontkit';

const WIDTH = 160;
const HEIGHT = 60;
const FACES = ['DejaVuSans-Bold', 'DejaVuSerif-Bold', 'DejaVuSansMono-Bold', 'DejaVuSansCondensed-Bold'];
const INKS = ['#1B5E20', '#0D47A1', '#4A148C', '#B71C1C', '#004D40', '#3E2723'];
const FAINT = ['#A5D6A7', '#90CAF9', '#CE93D8', '#EF9A9A', '#80CBC4', '#BCAAA4'];

type Point = [number, number];
type Warp = (point: Point) => Point;

/** A uniform random number in [min, max). */
const between = (min: number, max: number): number => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};
const num = (value: number): string => (Math.round(value * 10) / 10).toString();

let fonts: Font[] | undefined;
const loadFonts = (): Font[] => {
  const require = createRequire(import.meta.url);
  return FACES.map((face) => {
    const font = openSync(require.resolve(`dejavu-fonts-ttf/ttf/${face}.ttf`));
    if (!('glyphForCodePoint' in font)) throw new Error(`${face} is a font collection`);
    return font;
  });
};

/** The whole image's distortion: two crossing sine waves, a new phase and period each time. */
const newWarp = (): Warp => {
  const [ax, ay] = [between(1.5, 3), between(1.5, 3.5)];
  const [px, py] = [between(35, 70), between(45, 90)];
  const [fx, fy] = [between(0, 2 * Math.PI), between(0, 2 * Math.PI)];
  return ([x, y]) => [
    x + ax * Math.sin((2 * Math.PI * y) / px + fx) + between(-0.4, 0.4),
    y + ay * Math.sin((2 * Math.PI * x) / py + fy) + between(-0.4, 0.4),
  ];
};

interface Placement {
  centerX: number;
  centerY: number;
  /** Pixel height of the capitals. */
  size: number;
  degrees: number;
}

/** Path data of one character: font units to pixels (y flipped), rotated and skewed about its centre, then warped. */
const outline = (char: string, at: Placement, warp: Warp): string => {
  fonts ??= loadFonts();
  const font = pick(fonts);
  const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
  const box = glyph.path.bbox;
  const scale = at.size / (box.height || font.unitsPerEm);
  const [midX, midY] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  const angle = (at.degrees * Math.PI) / 180;
  const [cos, sin, skew, stretch] = [Math.cos(angle), Math.sin(angle), between(-0.25, 0.25), between(0.85, 1.1)];
  const place = (fx: number, fy: number): Point => {
    const x = (fx - midX) * scale * stretch;
    const y = -(fy - midY) * scale;
    const sx = x + skew * y;
    return warp([at.centerX + sx * cos - y * sin, at.centerY + sx * sin + y * cos]);
  };
  const letter: Record<PathCommand['command'], string> = {
    moveTo: 'M',
    lineTo: 'L',
    quadraticCurveTo: 'Q',
    bezierCurveTo: 'C',
    closePath: 'Z',
  };
  return glyph.path.commands
    .map(({ command, args }) => {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2)
        points.push(
          place(args[i]!, args[i + 1]!)
            .map(num)
            .join(' '),
        );
      return [letter[command], ...points].join(' ');
    })
    .join(' ');
};

/** A curve from the left edge to the right one, through the text. */
const crossingLine = (warp: Warp): string => {
  const points: Point[] = [
    [between(0, 15), between(12, 48)],
    [between(40, 70), between(0, 60)],
    [between(90, 120), between(0, 60)],
    [between(145, 160), between(12, 48)],
  ];
  const [start, c1, c2, end] = points.map(warp).map((p) => p.map(num).join(' '));
  return `<path d="M ${start} C ${c1} ${c2} ${end}" fill="none" stroke="${pick(INKS)}" stroke-width="${num(between(1.2, 2.2))}" stroke-linecap="round"/>`;
};

/** The SVG of a text; `decoys` are characters drawn large and faint behind it. */
export const drawCaptcha = (text: string, decoys: string): string => {
  const warp = newWarp();
  const slot = (WIDTH - 20) / text.length;
  const background = Array.from(decoys, (char) => {
    const at = {
      centerX: between(10, 150),
      centerY: between(10, 50),
      size: between(30, 46),
      degrees: between(-60, 60),
    };
    return `<path d="${outline(char, at, warp)}" fill="${pick(FAINT)}" opacity="${num(between(0.25, 0.45))}"/>`;
  });
  for (let i = 0; i < 30; i++)
    background.push(
      `<circle cx="${num(between(0, WIDTH))}" cy="${num(between(0, HEIGHT))}" r="${num(between(0.6, 1.6))}" fill="${pick(INKS)}" opacity=".5"/>`,
    );
  const glyphs = Array.from(text, (char, i) => {
    const at = {
      centerX: 10 + slot * (i + 0.5) + between(-3, 3),
      centerY: HEIGHT / 2 + between(-5, 5),
      size: between(22, 28),
      degrees: between(-22, 22),
    };
    return `<path d="${outline(char, at, warp)}" fill="${pick(INKS)}"/>`;
  });
  const lines = [crossingLine(warp), crossingLine(warp), crossingLine(warp)];
  const body = [...shuffle(background), ...shuffle([...glyphs, ...lines.slice(1)]), lines[0]!].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#F1F8E9"/>${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};
