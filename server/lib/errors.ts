import { errors as messages } from '../../src/domain/messages';

export interface FieldError {
  field: string;
  message: string;
}

/** An error the client should see as it is: status, Arabic message, optional field errors and extras. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = messages.invalidData, errors?: FieldError[]) => new ApiError(400, message, errors);
export const unauthorized = (message: string = messages.notSignedIn) => new ApiError(401, message);
export const forbidden = (message: string = messages.forbidden) => new ApiError(403, message);
export const notFound = (message: string = messages.notFound) => new ApiError(404, message);
export const conflict = (message: string = messages.conflict, extra?: Record<string, unknown>) =>
  new ApiError(409, message, undefined, extra);
