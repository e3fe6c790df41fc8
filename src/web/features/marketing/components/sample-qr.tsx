import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';

/** The light margin the QR standard asks for, in modules, as the cards' own codes have. */
const QUIET_ZONE = 4;

interface QrDrawing {
  /** Modules across, quiet zone included. */
  size: number;
  /** One square per dark module. */
  path: string;
}

const drawings = new Map<string, Promise<QrDrawing>>();

/**
 * The QR code of `text` as an SVG path. The encoder is loaded on demand, so the landing page's
 * first script stays as it was; every code on the page shares one drawing.
 */
function drawQr(text: string): Promise<QrDrawing> {
  let drawing = drawings.get(text);
  if (!drawing) {
    drawing = import('qrcode').then(({ default: QRCode }) => {
      const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
      const parts: string[] = [];
      for (let row = 0; row < size; row++) {
        for (let column = 0; column < size; column++) {
          if (data[row * size + column]) {
            parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
          }
        }
      }
      return { size: size + 2 * QUIET_ZONE, path: parts.join('') };
    });
    drawings.set(text, drawing);
  }
  return drawing;
}

/** The landing page's own address, which the sample cards' codes open. */
const landingPageUrl = () => `${window.location.origin}/`;

/**
 * A real QR code on the marketing pages' sample cards: it opens the landing page, so a visitor
 * who tries one with a phone gets somewhere (the sample people have no card pages). Its box has
 * its final size from the start, so nothing moves when the code is drawn.
 */
export function SampleQr({ className, label }: { className?: string; label?: string }) {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let current = true;
    void drawQr(landingPageUrl()).then((drawn) => {
      if (current) setDrawing(drawn);
    });
    return () => {
      current = false;
    };
  }, []);
  const size = drawing?.size ?? 1;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      {...named}
      focusable="false"
      shapeRendering="crispEdges"
      data-testid="sample-qr"
      className={cn('block bg-white', className)}
    >
      <rect width={size} height={size} fill="#fff" />
      {drawing ? <path d={drawing.path} fill="#0f172a" /> : null}
    </svg>
  );
}
