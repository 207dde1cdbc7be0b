import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { ACCOUNT_MESSAGES, API_MESSAGES, fillMessage } from '@weekends/shared';
import { HttpError } from '../plugins/errors.ts';

/**
 * Reading a multipart upload: one file, buffered (the plugin's size limit stops the stream as soon as it is passed),
 * and, for a form, its text fields. Every upload route answers the same way when the body is not a form (415), has
 * parts the form does not send (400), or cannot be read (400 MALFORMED_FORM); each route names its own answer to a
 * file that is too large or missing, since those carry its own message and field.
 */

/**
 * The multipart parsing of a route plugin that takes one file and nothing else. Registered in that plugin only, so
 * every other route keeps refusing form posts.
 */
export function oneFileUploads(fileSize: number): FastifyMultipartOptions {
  return { throwFileSizeLimit: true, limits: { fileSize, files: 1, fields: 0, parts: 1, headerPairs: 50 } };
}

export interface UploadRules {
  /** The file's form field: `image`, `resume`. */
  file: string;
  /** What the 415 answer asks for: 'Send the <sending> as multipart/form-data.' */
  sending: string;
  /** The answer to a file over the plugin's size limit. */
  tooLarge: () => HttpError;
  /** The text fields a form sends besides its file; any other is ignored. Without it, a text field is refused. */
  fields?: readonly string[];
  /** The answer to more parts than the plugin's limits allow; by default a 400 that asks for the one file. */
  tooManyParts?: () => HttpError;
}

export interface UploadedForm {
  file: { data: Buffer; fileName: string } | null;
  fields: Record<string, string>;
}

const limitCodes = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** Reads a multipart form: its one file (or null when none was sent) and the text fields `rules.fields` names. */
export async function readUploadedForm(request: FastifyRequest, rules: UploadRules): Promise<UploadedForm> {
  if (!request.isMultipart())
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      fillMessage(API_MESSAGES.sendMultipart, { sending: rules.sending }),
    );
  const oneFile = () => new HttpError(400, 'BAD_REQUEST', fillMessage(API_MESSAGES.sendOneFile, { file: rules.file }));
  const form: UploadedForm = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.file || form.file) throw oneFile();
        form.file = { data: await part.toBuffer(), fileName: part.filename };
      } else if (!rules.fields) {
        throw oneFile();
      } else if (rules.fields.includes(part.fieldname)) {
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw new HttpError(400, 'VALIDATION_FAILED', API_MESSAGES.notValid, {
            [part.fieldname]: [ACCOUNT_MESSAGES.tooLong],
          });
        }
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
    if (code && limitCodes.has(code)) throw (rules.tooManyParts ?? oneFile)();
    // Nothing but the body is read here: whatever else fails is a cut-off or malformed upload.
    throw new HttpError(400, 'MALFORMED_FORM', API_MESSAGES.uploadUnreadable);
  }
  return form;
}

/** Reads an upload of one file and nothing else, answering `missing()` when the body holds no file. */
export async function readUploadedFile(
  request: FastifyRequest,
  rules: Omit<UploadRules, 'fields'> & { missing: () => HttpError },
): Promise<Buffer> {
  const { file } = await readUploadedForm(request, rules);
  if (!file) throw rules.missing();
  return file.data;
}
