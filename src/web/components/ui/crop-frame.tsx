import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../lib/i18n/use-t';
import { clampOffset, displayedSize, MAX_ZOOM, type Offset, type Size } from '../../lib/crop';

/** The round frame's edge in CSS px; the crop maths (src/web/lib/crop.ts) work in these. */
export const CROP_FRAME = 224;

/** How far an arrow key moves the photo (px); with Shift, four times as far. */
const KEY_STEP = 8;

interface CropFrameProps {
  src: string;
  alt: string;
  /** The photo's upright size once it has loaded. */
  natural: Size | null;
  zoom: number;
  offset: Offset;
  onLoad: (natural: Size) => void;
  onError: () => void;
  onOffsetChange: (offset: Offset) => void;
  onZoomChange: (zoom: number) => void;
}

/**
 * The round picture's crop (docs/product.md#validation-images): the photo in a round frame,
 * moved by dragging (mouse, pen or touch) or by the arrow keys on the focused frame, and zoomed
 * with the Zoom slider. The photo always fills the frame.
 */
export function CropFrame({
  src,
  alt,
  natural,
  zoom,
  offset,
  onLoad,
  onError,
  onOffsetChange,
  onZoomChange,
}: CropFrameProps) {
  const t = useT();
  const intl = useIntl();
  const zoomId = useId();
  const drag = useRef<{ pointerId: number; x: number; y: number; from: Offset } | null>(null);

  const move = (next: Offset) => {
    if (natural) onOffsetChange(clampOffset(natural, CROP_FRAME, zoom, next));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!natural || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    move({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const delta = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    }[event.key];
    if (!delta) return;
    event.preventDefault();
    move({ x: offset.x + delta.x, y: offset.y + delta.y });
  };

  const shown = natural ? displayedSize(natural, CROP_FRAME, zoom) : null;

  return (
    <div className="flex w-full flex-col items-center gap-4">
      <div
        role="group"
        aria-label={t('common.crop.position')}
        tabIndex={0}
        className="relative shrink-0 cursor-grab touch-none overflow-hidden rounded-full bg-slate-100 shadow-sm ring-1 ring-slate-200 select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        style={{ width: CROP_FRAME, height: CROP_FRAME }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            if (width > 0 && height > 0) onLoad({ width, height });
          }}
          onError={onError}
          className="pointer-events-none absolute max-w-none"
          style={
            shown
              ? {
                  width: shown.width,
                  height: shown.height,
                  // physical-ok: the photo's place in the frame, in the photo's own pixels.
                  left: (CROP_FRAME - shown.width) / 2 + offset.x,
                  top: (CROP_FRAME - shown.height) / 2 + offset.y,
                }
              : { inset: 0, width: '100%', height: '100%', objectFit: 'cover' }
          }
        />
      </div>
      {/* The frame's name says the same to a screen reader. */}
      <p aria-hidden="true" className="-mt-1 text-center text-xs text-ink-muted">
        {t('common.crop.hint')}
      </p>
      <div className="flex w-full max-w-64 items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium text-ink">
          {t('common.crop.zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          aria-valuetext={intl.formatNumber(Math.round(zoom * 100) / 100, { style: 'percent' })}
          disabled={!natural}
          onChange={(event) => onZoomChange(Number(event.target.value))}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-brand-600"
        />
      </div>
    </div>
  );
}
