import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  clampZoom,
  coverScale,
  displayedSize,
  MAX_ZOOM,
  rezoomOffset,
  sourceSquare,
} from './crop';

const WIDE = { width: 400, height: 200 };
const TALL = { width: 300, height: 900 };

describe('coverScale', () => {
  it('makes the short edge fill the frame', () => {
    expect(coverScale(WIDE, 100)).toBe(0.5);
    expect(coverScale(TALL, 150)).toBe(0.5);
    expect(coverScale({ width: 50, height: 50 }, 200)).toBe(4);
  });
});

describe('clampZoom', () => {
  it('keeps the zoom between cover and the maximum', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(2)).toBe(2);
    expect(clampZoom(10)).toBe(MAX_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('clampOffset', () => {
  it('lets a wide image move sideways only as far as its edges', () => {
    // Shown 200 × 100 in a 100 px frame: 50 px spare each side, none vertically.
    expect(displayedSize(WIDE, 100, 1)).toEqual({ width: 200, height: 100 });
    expect(clampOffset(WIDE, 100, 1, { x: 30, y: 30 })).toEqual({ x: 30, y: 0 });
    expect(clampOffset(WIDE, 100, 1, { x: 80, y: -5 })).toEqual({ x: 50, y: 0 });
    expect(clampOffset(WIDE, 100, 1, { x: -80, y: 0 })).toEqual({ x: -50, y: 0 });
  });

  it('gives room on both axes once zoomed in', () => {
    // Zoom 2: shown 400 × 200, 150 px spare sideways and 50 px vertically.
    expect(clampOffset(WIDE, 100, 2, { x: 200, y: -200 })).toEqual({ x: 150, y: -50 });
  });
});

describe('rezoomOffset', () => {
  it('keeps the centred point when zooming, then clamps', () => {
    expect(rezoomOffset(WIDE, 100, 1, 2, { x: 20, y: 0 })).toEqual({ x: 40, y: 0 });
    // Zooming out pulls the image back over the frame.
    expect(rezoomOffset(WIDE, 100, 2, 1, { x: 150, y: -50 })).toEqual({ x: 50, y: 0 });
  });
});

describe('sourceSquare', () => {
  it('is the centred square when nothing was moved', () => {
    expect(sourceSquare(WIDE, 100, 1, { x: 0, y: 0 })).toEqual({ x: 100, y: 0, size: 200 });
    expect(sourceSquare(TALL, 240, 1, { x: 0, y: 0 })).toEqual({ x: 0, y: 300, size: 300 });
  });

  it('moves the other way than the image: dragging it right shows its left part', () => {
    expect(sourceSquare(WIDE, 100, 1, { x: 50, y: 0 })).toEqual({ x: 0, y: 0, size: 200 });
    expect(sourceSquare(WIDE, 100, 1, { x: -50, y: 0 })).toEqual({ x: 200, y: 0, size: 200 });
  });

  it('shrinks with the zoom and never leaves the image', () => {
    expect(sourceSquare(WIDE, 100, 2, { x: 0, y: 0 })).toEqual({ x: 150, y: 50, size: 100 });
    const corner = sourceSquare(WIDE, 100, 2, { x: -1000, y: -1000 });
    expect(corner).toEqual({ x: 300, y: 100, size: 100 });
  });
});
