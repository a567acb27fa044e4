/** The panels' one-path icons (24×24, text colour, hidden from assistive technology: the text beside names them). */
const PATHS = {
  trash: 'M9 3h6l1 2h4v2H4V5h4zM6 9h12l-1 12H7z',
  summary: 'M5 3h14v18H5zM8 7v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z',
  pages: 'M4 6h11v14H4zM8 3h12v14h-3V6H8z',
  pin: 'M15 3l6 6-2 1-3 3 .5 5-1.5 1.5-4-4L6 20l-1-1 4.5-5-4-4L7 8.5l5 .5 3-3z',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
