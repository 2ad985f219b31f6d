import { describe, expect, it } from 'vitest';
import { fillPageTemplate, HOISTED_STYLE_MARKER } from './page-html';

const TEMPLATE =
  '<!doctype html><html><head><title>Trivia Host</title><link rel="stylesheet" href="/a.css"></head><body><div id="root"></div></body></html>';
const MARKER = `<!--${HOISTED_STYLE_MARKER}-->`;

describe('fillPageTemplate', () => {
  it("puts the page's title in place of the head's and its styles in the head", () => {
    const markup =
      '<title>Sign In · Trivia Host</title><style data-mantine-styles="true">:root{--x:1}</style>' +
      '<main><style data-mantine-styles="inline">.a{b:c}</style><h1>Sign In</h1></main>';

    const page = fillPageTemplate(TEMPLATE, markup);

    const [head, body] = page.split('</head>');
    expect(head).toBe(
      '<!doctype html><html><head><title>Sign In · Trivia Host</title><link rel="stylesheet" href="/a.css">' +
        '<style data-hoisted data-mantine-styles="true">:root{--x:1}</style>' +
        '<style data-hoisted data-mantine-styles="inline">.a{b:c}</style>',
    );
    expect(body).toBe(
      `<body><div id="root" data-prerendered>${MARKER}<main>${MARKER}<h1>Sign In</h1></main></div></body></html>`,
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it("keeps the template's title for a page without one, and text with a $ as it is", () => {
    const page = fillPageTemplate(TEMPLATE, '<p>$& $1 costs $14.99</p>');
    expect(page).toContain('<title>Trivia Host</title>');
    expect(page).toContain('<div id="root" data-prerendered><p>$& $1 costs $14.99</p></div>');
  });

  it('refuses a page with two titles', () => {
    expect(() =>
      fillPageTemplate(TEMPLATE, '<title>One</title><div><title>Two</title></div>'),
    ).toThrow('more than one <title>');
  });
});
