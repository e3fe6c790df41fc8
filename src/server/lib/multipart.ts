import '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { cleanFileName } from './file-names';
import { ERROR_CODES } from '../../shared/error-codes';
import type { ErrorDetails } from '../../shared/errors';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
}

export interface MultipartLimits {
  /** The file fields this route accepts; any other file is refused. */
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  /** The message of the 413 answered for a file over `maxFileBytes`. */
  tooLargeMessage: (filename: string) => string;
  /** What that message names, sent beside it (`error.FILE_TOO_LARGE`'s arguments). */
  tooLargeDetails?: ErrorDetails;
  /** The message of the 413 answered for one file more than `maxFiles`. */
  tooManyMessage?: (maxFiles: number) => string;
  /**
   * This sender may send no file at all (a visitor): the first file part is refused with this
   * error as it begins, before any of its bytes are read.
   */
  refuseFiles?: () => AppError;
  /** Runs once, as the first file part begins and before its bytes are read (an upload limit). */
  beforeFirstFile?: () => Promise<void>;
}

/** All the text fields of one form together: far above any form of ours. */
const FIELDS_BUDGET_BYTES = 64 * 1024;
/** Boundaries and part headers around the content, at most `PARTS` of them. */
const FRAMING_BYTES = 32 * 1024;
const PARTS = 60;

/**
 * The most content (field values and file bytes) a body within these limits can hold. A body
 * that announces or sends more is refused with 413 as soon as that is known, so no route ever
 * holds more than this per request, whatever the part sizes.
 */
export const maxContentBytes = (limits: Pick<MultipartLimits, 'maxFiles' | 'maxFileBytes'>) =>
  FIELDS_BUDGET_BYTES + limits.maxFiles * limits.maxFileBytes;

const tooLarge = () =>
  new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, 'The request body is larger than this form allows');

/**
 * Reads a multipart body into memory within limits. Text fields come back as strings (validated by
 * the route's zod schema afterwards); an empty file part (a form with no file chosen) is ignored.
 * Refusals come as soon as they are known: a Content-Length over the limit before anything is read,
 * a file part that is not allowed as it begins, the total content as it passes the limit.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Expected a multipart/form-data body');
  }
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxContentBytes(limits) + FRAMING_BYTES) {
    // Nothing read: Node drops the body once the answer is sent.
    throw tooLarge();
  }
  try {
    return await collectParts(request, limits);
  } catch (error) {
    dropRestOfBody(request);
    throw asClientError(error);
  }
}

/**
 * After a refusal the answer goes out at once; whatever of the body is still coming is read and
 * dropped (never kept), so a client still sending finishes and reads the answer, and the request
 * and idle timeouts bound how long a slow sender can keep the connection.
 */
function dropRestOfBody(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * The parser (busboy) reports a body that breaks the multipart format with plain errors; those
 * are the sender's fault, so they become a 400 instead of a 500.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return error;
  const message = error instanceof Error ? error.message : '';
  if (/multipart|boundary|unexpected end|malformed|part header/i.test(message)) {
    return new AppError(
      ERROR_CODES.MALFORMED_MULTIPART,
      'The multipart/form-data body is malformed',
    );
  }
  return error;
}

/**
 * Reads one file part, counting its bytes against the body's budget as they arrive; a part over
 * its size limit is refused the moment it passes it (the parser's 'limit' event, or its
 * `truncated` flag when that happened before the part reached us).
 */
async function readFile(
  part: MultipartFile,
  filename: string,
  limits: MultipartLimits,
  budget: { left: number },
): Promise<Buffer> {
  const overLimit = () =>
    limits.refuseFiles?.() ??
    new AppError(
      ERROR_CODES.FILE_TOO_LARGE,
      limits.tooLargeMessage(filename),
      limits.tooLargeDetails,
    );
  if (part.file.truncated) throw overLimit();
  part.file.once('limit', () => part.file.destroy(overLimit()));
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    budget.left -= chunk.length;
    if (budget.left < 0) throw tooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw overLimit();
  return Buffer.concat(chunks);
}

async function collectParts(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  const budget = { left: maxContentBytes(limits) };
  let fileCount = 0;
  let filesBegun = false;
  const parts = request.parts({
    limits: {
      // A sender who may send no file gets no byte of one read.
      fileSize: limits.refuseFiles ? 0 : limits.maxFileBytes,
      files: limits.maxFiles + 1,
      fields: 50,
      fieldSize: 16 * 1024,
      parts: PARTS,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string')
        throw new AppError(ERROR_CODES.VALIDATION_ERROR, `${part.fieldname}: must be text`);
      if (part.fieldname in body.fields) {
        throw new AppError(ERROR_CODES.VALIDATION_ERROR, `${part.fieldname}: must be sent once`);
      }
      budget.left -= Buffer.byteLength(part.value);
      if (budget.left < 0) throw tooLarge();
      body.fields[part.fieldname] = part.value;
      continue;
    }
    // Cleaned once, here: the name reaches messages, storage, mails and headers from this point.
    const filename = part.filename ? cleanFileName(part.filename) : '';
    if (!limits.fileFields.includes(part.fieldname)) {
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, `${part.fieldname}: unexpected file`);
    }
    // A named file from a sender who may send none is refused before its first byte; an unnamed
    // part (a form with no file chosen) is read with room for no byte at all.
    if (limits.refuseFiles && part.filename) throw limits.refuseFiles();
    if (!filesBegun && !limits.refuseFiles) {
      filesBegun = true;
      await limits.beforeFirstFile?.();
    }
    const buffer = await readFile(part, filename, limits, budget);
    if (buffer.length === 0 && !filename) continue;
    fileCount += 1;
    if (fileCount > limits.maxFiles)
      throw new AppError(
        ERROR_CODES.TOO_MANY_FILES,
        limits.tooManyMessage?.(limits.maxFiles) ?? `At most ${limits.maxFiles} files`,
        { max: limits.maxFiles },
      );
    (body.files[part.fieldname] ??= []).push({
      buffer,
      filename,
      mimetype: part.mimetype,
    });
  }
  return body;
}
