/**
 * SVG sanitising. The file is parsed as XML (well-formedness and an `svg`
 * root are required), cleaned in place by DOMPurify with the SVG profiles,
 * then serialised back to XML.
 *
 * Removed: scripts, event handlers, foreignObject, animation of href,
 * javascript:/data: links (except data:image/png|jpeg|gif|webp), every
 * external reference (href/xlink:href not starting with '#', url(...) that is
 * not local, CSS @import), comments, processing instructions and the doctype
 * with its entity declarations. DOMPurify also drops id/name values that
 * would clobber DOM properties (e.g. id="blur"), in case the SVG is inlined.
 */
import { JSDOM } from 'jsdom';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { MediaError, tooLargeError } from './errors.js';

export const MAX_SVG_BYTES = 1024 * 1024;

const SVG_NS = 'http://www.w3.org/2000/svg';
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as WindowLike);

const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const URL_FUNCTION = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** A reference that stays inside the document, or an embedded raster image. */
function isSafeReference(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('#')) return /^#[^\s'"()<>\\]*$/.test(v);
  return SAFE_DATA_IMAGE.test(v);
}

/** CSS (attribute or <style>) that cannot load anything from outside. */
function isSafeCss(css: string): boolean {
  // Escapes could hide any of the keywords below; nobody needs them in an SVG.
  if (/\\|@import|image-set|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return false;
  for (const match of css.matchAll(URL_FUNCTION)) {
    if (!isSafeReference(match[2] ?? '')) return false;
  }
  // A url( that the pattern above could not read (e.g. unbalanced) is refused too.
  const urlCount = css.match(/url\s*\(/gi)?.length ?? 0;
  return urlCount === [...css.matchAll(URL_FUNCTION)].length;
}

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName;
  if (name === 'href' || name.endsWith(':href')) {
    if (!isSafeReference(data.attrValue)) data.keepAttr = false;
  } else if (name === 'style' || /url\s*\(/i.test(data.attrValue)) {
    if (!isSafeCss(data.attrValue)) data.keepAttr = false;
  } else if (name === 'xml:base') {
    data.keepAttr = false;
  }
});

purify.addHook('uponSanitizeElement', (node) => {
  if (node.nodeName.toLowerCase() === 'style' && !isSafeCss(node.textContent ?? '')) {
    node.textContent = '';
  }
});

const PURIFY_CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['script', 'foreignObject', 'foreignobject', 'iframe', 'embed', 'object', 'set', 'animate', 'handler', 'listener'],
  IN_PLACE: true,
};

function decode(input: Buffer | string): string {
  if (typeof input === 'string') {
    if (Buffer.byteLength(input, 'utf8') > MAX_SVG_BYTES) throw tooLargeError(MAX_SVG_BYTES, 'SVG file');
    return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  }
  if (input.length > MAX_SVG_BYTES) throw tooLargeError(MAX_SVG_BYTES, 'SVG file');
  if (input[0] === 0xff && input[1] === 0xfe) return input.subarray(2).toString('utf16le');
  if (input[0] === 0xfe && input[1] === 0xff) {
    return Buffer.from(input.subarray(2, 2 + ((input.length - 2) & ~1)))
      .swap16()
      .toString('utf16le');
  }
  const text = input.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function parseSvg(text: string): Document {
  if (text.includes('\0')) throw new MediaError('invalid_svg');
  let doc: Document;
  try {
    doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  } catch {
    throw new MediaError('invalid_svg');
  }
  const root = doc.documentElement;
  if (!root || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) {
    throw new MediaError('invalid_svg');
  }
  if (root.namespaceURI === null) return adoptIntoSvgNamespace(doc);
  if (root.namespaceURI !== SVG_NS) throw new MediaError('invalid_svg');
  return doc;
}

/** An `<svg>` written without xmlns: rebuild it in the SVG namespace so it renders as SVG. */
function adoptIntoSvgNamespace(source: Document): Document {
  const doc = window.document.implementation.createDocument(SVG_NS, 'svg', null);
  const copy = (from: Node, to: Node): void => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === window.Node.ELEMENT_NODE) {
        const el = child as Element;
        const ns = el.namespaceURI ?? SVG_NS;
        const clone = doc.createElementNS(ns, el.prefix && el.namespaceURI ? `${el.prefix}:${el.localName}` : el.localName);
        copyAttributes(el, clone);
        to.appendChild(clone);
        copy(el, clone);
      } else if (child.nodeType === window.Node.TEXT_NODE || child.nodeType === window.Node.CDATA_SECTION_NODE) {
        to.appendChild(doc.createTextNode(child.nodeValue ?? ''));
      }
    }
  };
  const copyAttributes = (from: Element, to: Element): void => {
    for (const attr of Array.from(from.attributes)) {
      if (attr.name === 'xmlns') continue;
      to.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
    }
  };
  copyAttributes(source.documentElement, doc.documentElement);
  copy(source.documentElement, doc.documentElement);
  return doc;
}

/** CDATA becomes plain text (DOMPurify drops CDATA nodes); comments and PIs go. */
function normaliseNodes(root: Element): void {
  const doomed: Node[] = [];
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === window.Node.CDATA_SECTION_NODE) {
        node.replaceChild(node.ownerDocument!.createTextNode(child.nodeValue ?? ''), child);
      } else if (child.nodeType === window.Node.COMMENT_NODE || child.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) {
        doomed.push(child);
      } else if (child.nodeType === window.Node.ELEMENT_NODE) {
        walk(child);
      }
    }
  };
  walk(root);
  for (const node of doomed) node.parentNode?.removeChild(node);
}

/**
 * Returns a sanitised, well-formed SVG document (the `<svg>` root element
 * with its namespace declarations, no doctype). Throws MediaError
 * 'invalid_svg' for anything that is not a well-formed SVG document and
 * 'too_large' above 1 MB.
 */
export function sanitizeSvg(input: Buffer | string): string {
  const doc = parseSvg(decode(input));
  const root = doc.documentElement;
  normaliseNodes(root);
  try {
    purify.sanitize(root, PURIFY_CONFIG);
  } catch {
    throw new MediaError('invalid_svg');
  }
  const output = new window.XMLSerializer().serializeToString(root);
  // The result must itself be a well-formed SVG document.
  const check = new window.DOMParser().parseFromString(output, 'image/svg+xml');
  if (
    check.documentElement?.localName !== 'svg' ||
    check.documentElement.namespaceURI !== SVG_NS ||
    check.getElementsByTagName('parsererror').length > 0
  ) {
    throw new MediaError('invalid_svg');
  }
  return output;
}
