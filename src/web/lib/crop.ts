/**
 * The maths of the round picture's crop (docs/product.md#validation-images), free of the DOM.
 *
 * A square frame of `frame` px shows the image scaled by `coverScale × zoom` (zoom ≥ 1), its
 * centre moved by `offset` px from the frame's centre. The offset is always clamped so that the
 * image covers the whole frame; the visible square maps back to a square of the source image.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

/** The largest zoom the slider offers. */
export const MAX_ZOOM = 3;

/** The scale at which the image's short edge just fills the frame ("cover"). */
export function coverScale(image: Size, frame: number): number {
  return frame / Math.min(image.width, image.height);
}

/** The zoom kept within 1 (cover) and MAX_ZOOM. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(1, zoom));
}

/** The image's displayed size in the frame at `zoom`. */
export function displayedSize(image: Size, frame: number, zoom: number): Size {
  const scale = coverScale(image, frame) * clampZoom(zoom);
  return { width: image.width * scale, height: image.height * scale };
}

const clampAxis = (value: number, shown: number, frame: number) => {
  const limit = Math.max(0, (shown - frame) / 2);
  // `+ 0` turns -0 into 0.
  return Math.min(limit, Math.max(-limit, value)) + 0;
};

/** The offset moved back, where needed, so the image still fills the whole frame. */
export function clampOffset(image: Size, frame: number, zoom: number, offset: Offset): Offset {
  const shown = displayedSize(image, frame, zoom);
  return {
    x: clampAxis(offset.x, shown.width, frame),
    y: clampAxis(offset.y, shown.height, frame),
  };
}

/**
 * The offset after a zoom change, keeping the point under the frame's centre where it was (then
 * clamped).
 */
export function rezoomOffset(
  image: Size,
  frame: number,
  from: number,
  to: number,
  offset: Offset,
): Offset {
  const ratio = clampZoom(to) / clampZoom(from);
  return clampOffset(image, frame, to, { x: offset.x * ratio, y: offset.y * ratio });
}

/** The square of the source image (in its own pixels) that the frame shows. */
export function sourceSquare(
  image: Size,
  frame: number,
  zoom: number,
  offset: Offset,
): { x: number; y: number; size: number } {
  const scale = coverScale(image, frame) * clampZoom(zoom);
  const { x, y } = clampOffset(image, frame, zoom, offset);
  const size = Math.min(frame / scale, image.width, image.height);
  const left = image.width / 2 - (frame / 2 + x) / scale;
  const top = image.height / 2 - (frame / 2 + y) / scale;
  return {
    x: Math.min(image.width - size, Math.max(0, left)),
    y: Math.min(image.height - size, Math.max(0, top)),
    size,
  };
}
