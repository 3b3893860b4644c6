/** Tailwind CSS 4 runs as one PostCSS plugin; the design tokens live in app/globals.css. */
export default { plugins: { "@tailwindcss/postcss": {} } };
