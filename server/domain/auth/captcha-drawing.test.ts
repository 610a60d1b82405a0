import { describe, expect, it } from 'vitest';
import { drawCaptcha } from './captcha-drawing';

const svgOf = (image: string) => Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');

/** The left edge (first point) of every filled, fully opaque path: the answer's glyphs, in element order. */
const glyphStarts = (svg: string): number[] =>
  Array.from(svg.matchAll(/<path d="M (-?[\d.]+) [^"]*" fill="#[0-9A-F]{6}"\/>/g), (m) => Number(m[1]));

describe('drawCaptcha', () => {
  it('draws one filled path per character, not in the order they are read', () => {
    const orders = Array.from({ length: 20 }, () => glyphStarts(svgOf(drawCaptcha('ABCDE', 'XYZ'))));
    for (const starts of orders) expect(starts).toHaveLength(5);
    const leftToRight = orders.filter((starts) => starts.every((x, i) => i === 0 || x >= starts[i - 1]!));
    expect(leftToRight.length).toBeLessThan(5);
  });

  it('draws a different picture every time', () => {
    expect(drawCaptcha('ABCDE', 'XYZ')).not.toBe(drawCaptcha('ABCDE', 'XYZ'));
  });
});
