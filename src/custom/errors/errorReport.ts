// The error screen's number and the report it copies (spec 000 section 2, "Error fallback screen").

/** 'ERR-' and 8 base-36 characters, from the browser's random source. */
export function makeErrorId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `ERR-${Array.from(bytes, (byte) => (byte % 36).toString(36))
    .join('')
    .toUpperCase()}`;
}

export interface ErrorReport {
  errorId: string;
  message: string;
  timestamp: string;
  userAgent: string;
  url: string;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function errorReport(errorId: string, error: unknown, now: Date = new Date()): ErrorReport {
  return {
    errorId,
    message: errorMessage(error),
    timestamp: now.toISOString(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    url: typeof location === 'undefined' ? '' : location.href,
  };
}

/** Resolves true when the report reached the clipboard, false otherwise (no clipboard, denied, ...). */
export async function copyErrorReport(report: ErrorReport): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(JSON.stringify(report, null, 2));
    return true;
  } catch {
    return false;
  }
}
