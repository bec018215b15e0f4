/** The few parts of mailparser@3.9 (no bundled types) the email tests read. */
declare module "mailparser" {
  export interface AddressObject {
    value: { address?: string; name: string }[];
    text: string;
  }
  export interface Attachment {
    filename?: string;
    contentType: string;
    content: Buffer;
    /** Structured headers: content-type is { value, params }. */
    headers: Map<string, unknown>;
  }
  export interface ParsedMail {
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    text?: string;
    html: string | false;
    attachments: Attachment[];
    headers: Map<string, unknown>;
    /** Every header as written, its key lower-cased: the List-* ones are folded into `headers.get("list")`. */
    headerLines: { key: string; line: string }[];
  }
  export function simpleParser(source: Buffer | string | NodeJS.ReadableStream): Promise<ParsedMail>;
}
