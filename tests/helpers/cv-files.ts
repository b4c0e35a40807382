/**
 * Small real files of each CV type (and hostile ones) for the upload tests, built in memory: a
 * PDF, a DOCX (a zip holding [Content_Types].xml and word/document.xml, as file-type needs), a
 * DOC (an OLE compound file header), PNG and JPEG (sharp), an ELF executable; and multipart
 * bodies carrying them.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export const pdf = (text = 'CV of a site engineer') =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

/** A zip of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
  });

/** The header of an OLE compound file (what a .doc is), padded to a sector. */
export const doc = () => {
  const b = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b);
  return b;
};

export const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
export const elf = () => Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(4096, 1)]);

export interface Part {
  name: string;
  value?: string;
  file?: { data: Buffer; filename: string; type?: string };
}

/** A multipart/form-data body written by hand (names sent exactly as given, paths included). */
export function multipart(parts: Part[], boundary = `----binaa${Date.now().toString(16)}`): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
