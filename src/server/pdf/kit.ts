import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Lang } from '../../domain/languages.js';
import { woffToTrueType } from './woff.js';

/**
 * The site's PDF documents (proposals; invoices later): tagged PDF (a structure tree a screen
 * reader follows, MarkInfo Marked), the document's language as /Lang, and every font embedded:
 * Arimo (metrically compatible with Helvetica and Arial, from the @fontsource/arimo package, so
 * nothing is downloaded), regular and bold, subset to the characters used.
 */
const fontFile = (weight: 400 | 700) =>
  woffToTrueType(
    readFileSync(createRequire(import.meta.url).resolve(`@fontsource/arimo/files/arimo-latin-${weight}-normal.woff`)),
  );
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const fontData = () => (fonts ??= { regular: fontFile(400), bold: fontFile(700) });

export type Font = 'regular' | 'bold';
type Doc = InstanceType<typeof PDFDocument>;
/** A node of the structure tree (PDFKit's structure element). */
export type Structure = ReturnType<Doc['struct']>;

export interface KitOptions {
  lang: Lang;
  title: string;
  author: string;
  margins: { top: number; bottom: number; left: number; right: number };
}

/** A tagged, letter-sized PDF under construction, with the few drawing helpers documents share. */
export class PdfKit {
  readonly doc: Doc;
  /** The root of the structure tree (Document): every section is added under it. */
  readonly root: Structure;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: KitOptions) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: options.margins,
      tagged: true,
      lang: options.lang,
      displayTitle: true,
      pdfVersion: '1.7',
      bufferPages: true,
      info: { Title: options.title, Author: options.author, Creator: options.author },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    const { regular, bold } = fontData();
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.doc.font('regular');
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /** Text the embedded font can draw: characters it lacks become '?', never a missing glyph. */
  printable(text: string, font: Font = 'regular'): string {
    const face = (this.doc.font(font) as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font.font;
    return [...text].map((c) => (c === '\n' || face.hasGlyphForCodePoint(c.codePointAt(0)!) ? c : '?')).join('');
  }

  /** A structure element of `type` under `parent`, its content drawn by `draw`. */
  tagged(parent: Structure, type: string, draw: () => void, options: { alt?: string } = {}): void {
    parent.add(this.doc.struct(type, options, () => draw()));
  }

  /** Text as a structure element (P, H1, TH, TD…) at a position, in a font, size and colour. */
  text(
    parent: Structure,
    type: string,
    text: string,
    at: {
      x: number;
      y: number;
      width: number;
      font?: Font;
      size?: number;
      color?: string;
      align?: 'left' | 'right';
      lineGap?: number;
    },
  ): number {
    const { doc } = this;
    const font = at.font ?? 'regular';
    doc
      .font(font)
      .fontSize(at.size ?? 10)
      .fillColor(at.color ?? '#1c1917');
    const content = this.printable(text, font);
    const options = { width: at.width, align: at.align ?? 'left', lineGap: at.lineGap ?? 0 };
    const height = doc.heightOfString(content, options);
    this.tagged(parent, type, () => doc.text(content, at.x, at.y, options));
    return height;
  }

  /** Height of a text in a font and size at a width, without drawing it. */
  heightOf(text: string, width: number, font: Font = 'regular', size = 10, lineGap = 0): number {
    return this.doc.font(font).fontSize(size).heightOfString(this.printable(text, font), { width, lineGap });
  }

  /** Decoration (rules, boxes, page furniture) outside the structure tree: an artifact to a screen reader. */
  artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** A horizontal rule, as decoration. */
  rule(x1: number, x2: number, y: number, color: string, width = 1): void {
    this.artifact(() => this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke());
  }

  /** Ends the document and gives its bytes. */
  async finish(): Promise<Buffer> {
    this.root.end();
    this.doc.end();
    return this.done;
  }
}
