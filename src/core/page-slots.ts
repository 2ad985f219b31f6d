// Where a page rendered per request gets its HTML and its query data: the build writes these
// into the page's template (vite.config.ts, dist/.ssr/pages.json) and the server fills them
// (src/server/app.ts).
export const SSR_HTML = '<!--ssr-html-->';
export const SSR_STATE = '<!--ssr-state-->';
