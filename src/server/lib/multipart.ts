import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { cleanFileName } from './file-names';

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
  /** The message of the 413 answered for one file more than `maxFiles`. */
  tooManyMessage?: (maxFiles: number) => string;
}

/**
 * Reads a multipart body into memory within limits. Text fields come back as strings (validated by
 * the route's zod schema afterwards); an empty file part (a form with no file chosen) is ignored.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body', 415);
  }
  try {
    return await collectParts(request, limits);
  } catch (error) {
    throw asClientError(error);
  }
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
    return new AppError('MALFORMED_MULTIPART', 'The multipart/form-data body is malformed', 400);
  }
  return error;
}

async function collectParts(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  let fileCount = 0;
  const parts = request.parts({
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles + 1,
      fields: 50,
      fieldSize: 16 * 1024,
      parts: 60,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string')
        throw new AppError('VALIDATION_ERROR', `${part.fieldname}: must be text`);
      if (part.fieldname in body.fields) {
        throw new AppError('VALIDATION_ERROR', `${part.fieldname}: must be sent once`);
      }
      body.fields[part.fieldname] = part.value;
      continue;
    }
    // Cleaned once, here: the name reaches messages, storage, mails and headers from this point.
    const filename = part.filename ? cleanFileName(part.filename) : '';
    if (!limits.fileFields.includes(part.fieldname)) {
      part.file.resume();
      throw new AppError('VALIDATION_ERROR', `${part.fieldname}: unexpected file`);
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('FILE_TOO_LARGE', limits.tooLargeMessage(filename), 413);
      }
      throw error;
    }
    if (buffer.length === 0 && !filename) continue;
    fileCount += 1;
    if (fileCount > limits.maxFiles)
      throw new AppError(
        'TOO_MANY_FILES',
        limits.tooManyMessage?.(limits.maxFiles) ?? `At most ${limits.maxFiles} files`,
        413,
      );
    (body.files[part.fieldname] ??= []).push({
      buffer,
      filename,
      mimetype: part.mimetype,
    });
  }
  return body;
}
