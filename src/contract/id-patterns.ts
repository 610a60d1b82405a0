/** Identifier patterns the page, the worker and the server check alike. */

/** A UUID in its text form, any version, either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account number: the customer number and, after a hyphen, the account's suffix (`1000146-1`). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{1,20}(?:-\d{1,4})?$/;

/** A decimal amount on the wire: up to 15 integer digits and 4 decimals (the precision of gold). */
export const AMOUNT_PATTERN = /^\d{1,15}(?:\.\d{1,4})?$/;
