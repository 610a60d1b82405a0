/**
 * IP restrictions (issue 16): the addresses or ranges (IPv4, IPv6, CIDR) a customer may sign in
 * from; created, edited and deleted under a code; enforced by the bank at sign-in.
 */
import * as v from 'valibot';
import { parseCidr } from './ip-cidr';
import { IssueKey } from './message-codes';
import { text } from './safe-text';
import { VerificationFieldsSchema } from './transfers';

export const IP_RESTRICTIONS_MAX = 10;
export const IP_LABEL_MAX = 40;

export const IpRestrictionSchema = v.object({
  id: v.string(),
  cidr: v.string(),
  label: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type IpRestriction = v.InferOutput<typeof IpRestrictionSchema>;

/** `GET /ChannelManagement/GetIpRestrictions`: the active rules and the address this call came from. */
export const IpRestrictionListSchema = v.object({
  restrictions: v.array(IpRestrictionSchema),
  /** As the bank sees it (proxy headers only from its configured proxies). */
  currentIp: v.nullable(v.string()),
});
export type IpRestrictionList = v.InferOutput<typeof IpRestrictionListSchema>;

const Cidr = v.pipe(
  text({ message: IssueKey.Required }),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(49, IssueKey.TooLong),
  v.check((value) => parseCidr(value) !== undefined, IssueKey.Invalid),
  v.examples(['203.0.113.0/24']),
);
const Label = v.optional(
  v.nullable(v.pipe(text({ message: IssueKey.Invalid }), v.trim(), v.maxLength(IP_LABEL_MAX, IssueKey.TooLong))),
);
/** Sent true after the page warned that the change leaves this address outside the rules. */
const Acknowledge = v.optional(v.boolean());

/** `POST /ChannelManagement/CreateIpRestriction` (Idempotency-Key, code step). */
export const CreateIpRestrictionSchema = v.object({
  cidr: Cidr,
  label: Label,
  acknowledgeLockout: Acknowledge,
  ...VerificationFieldsSchema.entries,
});
export type CreateIpRestrictionRequest = v.InferOutput<typeof CreateIpRestrictionSchema>;

/** `POST /ChannelManagement/UpdateIpRestriction` (Idempotency-Key, code step). */
export const UpdateIpRestrictionSchema = v.object({
  id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  cidr: Cidr,
  label: Label,
  acknowledgeLockout: Acknowledge,
  ...VerificationFieldsSchema.entries,
});
export type UpdateIpRestrictionRequest = v.InferOutput<typeof UpdateIpRestrictionSchema>;

/** `POST /ChannelManagement/DeleteIpRestriction` (Idempotency-Key, code step). */
export const DeleteIpRestrictionSchema = v.object({
  id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  acknowledgeLockout: Acknowledge,
  ...VerificationFieldsSchema.entries,
});
export type DeleteIpRestrictionRequest = v.InferOutput<typeof DeleteIpRestrictionSchema>;

/** The answer of a change: the rules as they now are. */
export const IpRestrictionChangedSchema = IpRestrictionListSchema;
