// A page rendered ahead (at build time, src/web/prerender.tsx) into index.html's template.
// React renders the page's <title> and Mantine's <style> elements (CSS variables, responsive
// style props, grids) inside the page's markup, which is not valid HTML: a <style> belongs in
// the <head>, and a second <title> in the body left the head's "Trivia Host" as the title of
// every page until the app started. So the title replaces the head's, and each <style> moves to
// the head, leaving a marker comment where it stood; before hydrating, the browser puts each
// style back at its marker (restoreHoistedStyles), so the DOM is again what React rendered.

/** The comment that stands where a hoisted <style> stood in the page's markup. */
export const HOISTED_STYLE_MARKER = 'hoisted-style';
const HOISTED_STYLE_ATTRIBUTE = 'data-hoisted';

const ROOT = '<div id="root"></div>';
const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;
// React writes the title it hoists first, ahead of the markup it belongs to.
const LEADING_TITLE = /^<title>[^<]*<\/title>/;
const HEAD_TITLE = /<title>[^<]*<\/title>/;

/** index.html's template with the page's markup in #root, its title and styles in the head. */
export function fillPageTemplate(template: string, markup: string): string {
  if (!template.includes(ROOT) || !HEAD_TITLE.test(template))
    throw new Error('index.html: no empty #root or no <title>');
  const title = markup.match(LEADING_TITLE)?.[0];
  const styles: string[] = [];
  const body = markup.replace(LEADING_TITLE, '').replace(STYLE, (style) => {
    styles.push(style.replace(/^<style\b/, `<style ${HOISTED_STYLE_ATTRIBUTE}`));
    return `<!--${HOISTED_STYLE_MARKER}-->`;
  });
  if (/<title[\s>]/.test(body)) throw new Error('a page renders more than one <title>');
  return template
    .replace(HEAD_TITLE, () => title ?? template.match(HEAD_TITLE)![0])
    .replace('</head>', () => `${styles.join('')}</head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered>${body}</div>`);
}

/** Puts each hoisted <style> back where React rendered it, for hydration to find it there. */
export function restoreHoistedStyles(root: HTMLElement): void {
  const styles = document.head.querySelectorAll(`style[${HOISTED_STYLE_ATTRIBUTE}]`);
  if (styles.length === 0) return;
  const markers: Comment[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) {
    const comment = walker.currentNode as Comment;
    if (comment.data === HOISTED_STYLE_MARKER) markers.push(comment);
  }
  markers.forEach((marker, i) => {
    const style = styles[i];
    if (!style) return;
    style.removeAttribute(HOISTED_STYLE_ATTRIBUTE);
    marker.replaceWith(style);
  });
}
