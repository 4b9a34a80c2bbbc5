/**
 * A backup or restore that was refused or could not finish, with a message written for the shop owner: the
 * scripts print it as it is, without a stack trace.
 */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}
