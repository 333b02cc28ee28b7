/** A statement file that cannot be read, with the Arabic words saying why; nothing has been written. */
export class StatementRefusal extends Error {}
