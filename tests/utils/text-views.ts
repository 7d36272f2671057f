// An element's text as a sighted visitor sees it and as a screen reader reads it, for parts
// that show one thing and say another (the count-up figures). jsdom has no layout, so "shown"
// leaves out the visually hidden `.sr-only` text and "spoken" leaves out `aria-hidden` parts.

function textWithout(element: Element, selector: string) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll(selector).forEach((node) => node.remove());
  return copy.textContent ?? '';
}

export const shownText = (element: Element) => textWithout(element, '.sr-only');

export const spokenText = (element: Element) => textWithout(element, '[aria-hidden="true"]');
