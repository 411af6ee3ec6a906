/** The offline screen's picture: a screen whose signal is cut, in the palette of the error pages. */
export function OfflineArtwork() {
  return (
    <svg width="252" height="200" viewBox="0 0 252 200" role="img" aria-hidden="true" focusable="false">
      <ellipse cx="126" cy="184" rx="104" ry="10" fill="#f0f3f5" />
      <circle cx="58" cy="46" r="22" fill="#e3f2f4" />
      <circle cx="206" cy="60" r="12" fill="#e3f2f4" />
      <path d="M188 34h18m-9-9v18" stroke="#b7dde3" strokeWidth="4" strokeLinecap="round" />
      <path d="M30 112h12m-6-6v12" stroke="#b7dde3" strokeWidth="3" strokeLinecap="round" />
      <rect x="56" y="64" width="140" height="96" rx="10" fill="#fff" stroke="#0b7285" strokeWidth="4" />
      <rect x="66" y="74" width="120" height="68" rx="4" fill="#e3f2f4" />
      <path d="M106 172h40l-6-12h-28z" fill="#0b7285" />
      <path d="M92 176h68" stroke="#0b7285" strokeWidth="4" strokeLinecap="round" />
      <g fill="none" stroke="#0b7285" strokeWidth="5" strokeLinecap="round">
        <path d="M96 104a42 42 0 0 1 60 0" opacity="0.35" />
        <path d="M106 114a28 28 0 0 1 40 0" opacity="0.6" />
      </g>
      <circle cx="126" cy="126" r="5" fill="#0b7285" />
      <circle cx="178" cy="82" r="20" fill="#fff1f0" stroke="#e5484d" strokeWidth="4" />
      <path d="M170 74l16 16m0-16l-16 16" stroke="#e5484d" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
