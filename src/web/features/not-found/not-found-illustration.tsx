export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="120" cy="146" rx="92" ry="8" fill="#e0e7ff" />
      <rect
        x="38"
        y="40"
        width="116"
        height="76"
        rx="10"
        fill="#fff"
        stroke="#c7d2fe"
        strokeWidth="3"
        transform="rotate(-8 96 78)"
      />
      <path
        d="M58 64h40M58 78h56M58 92h32"
        stroke="#c7d2fe"
        strokeWidth="6"
        strokeLinecap="round"
        transform="rotate(-8 96 78)"
      />
      <path d="M150 138c-8-30 2-56 24-62 20-5 36 10 36 34 0 14-4 24-10 28z" fill="#4338ca" />
      <path d="M166 80l-4-22 16 14M196 78l8-20 4 22" fill="#4338ca" />
      <circle cx="180" cy="98" r="4" fill="#fff" />
      <circle cx="198" cy="97" r="4" fill="#fff" />
      <circle cx="180" cy="99" r="2" fill="#1e1b4b" />
      <circle cx="198" cy="98" r="2" fill="#1e1b4b" />
      <path d="M186 108l3 3 3-3" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path
        d="M150 132c-18 4-30-4-34-16"
        stroke="#4338ca"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
      {/* The digits read left to right in either direction of the page. */}
      <text
        direction="ltr"
        x="40"
        y="30"
        fontSize="28"
        fontWeight="800"
        fill="#a5b4fc"
        fontFamily="system-ui, sans-serif"
      >
        404
      </text>
    </svg>
  );
}
