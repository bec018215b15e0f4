export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden>
      <defs>
        <linearGradient id="cita-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c2577a" />
          <stop offset="1" stopColor="#7a2944" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#cita-logo)" />
      <path d="M41 22.5a13 13 0 1 0 0 19" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <circle cx="45" cy="32" r="3.2" fill="#fbe3ea" />
    </svg>
  );
}
