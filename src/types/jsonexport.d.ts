// jsonexport ships no types; react-admin's own CSV exporter uses it, and so do we.
declare module 'jsonexport/dist' {
  interface JsonExportOptions {
    headers?: string[];
    rename?: string[];
    rowDelimiter?: string;
    textDelimiter?: string;
    endOfLine?: string;
    forceTextDelimiter?: boolean;
  }
  type Callback = (error: Error | null, csv: string) => void;
  function jsonExport(data: unknown, callback: Callback): void;
  function jsonExport(data: unknown, options: JsonExportOptions, callback: Callback): void;
  export default jsonExport;
}
