/**
 * An expected failure with its answer: HTTP status and a message key of the shared catalogue
 * (translated by the error handler into the reader's language). `fieldErrors` holds keys too.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(statusCode: number, messageKey: string, fieldErrors?: Record<string, string[]>) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (key = 'errors.notFound') => new AppError(404, key);
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const unauthorized = () => new AppError(401, 'auth.unauthorized');
/** A rule broken by one field: the field's message is also the answer's message. */
export const fieldError = (statusCode: number, field: string, key: string) => new AppError(statusCode, key, { [field]: [key] });
