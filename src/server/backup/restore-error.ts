/** A restore refused or failed for a reason the operator can act on (said in Italian). */
export class RestoreError extends Error {}
