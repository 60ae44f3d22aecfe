// The server's commands: one contract for the functions that handle them and the apps that call them.
export { commandNames, scheduledFunctionNames } from "./commands.js";
export type {
  AcceptQuoteCall,
  AcceptStaffInviteCall,
  AcceptStaffInviteResult,
  AcceptQuoteResult,
  AnswerQuoteCall,
  AnswerQuoteResult,
  ApproveCustomerCall,
  CloseQuoteCall,
  CommandDone,
  CommandName,
  DeclineQuoteCall,
  EndImpersonationCall,
  HoldCall,
  HoldResult,
  HoldSetListCall,
  MailMessageDigestsCall,
  MailMessageDigestsResult,
  PlaceOrderCall,
  PlaceOrderResult,
  RecordSignInCall,
  RecordSignInResult,
  PropAvailability,
  ReadAvailabilityCall,
  ReadAvailabilityResult,
  ReplyCall,
  ReplyResult,
  RequestQuoteCall,
  RequestQuoteResult,
  SendMessageCall,
  SendMessageResult,
  SetOrderStatusCall,
  StartImpersonationCall,
  StartImpersonationResult,
  UpdatePropCall,
  UpdatePropResult,
} from "./commands.js";
export {
  availabilityReadLimit,
  availabilityVisitorRateLimit,
  clientIdPattern,
  impersonationTokenLifetimeMs,
  messageMailQuietMs,
  messageRateLimit,
  propIdPattern,
  quoteRequestRateLimit,
  vendorIdPattern,
} from "./command-limits.js";
export { orderReference, quoteReference } from "./references.js";
export { CommandError, commandError, notSentMessage } from "./command-error.js";
export { actedByOf, actedForLabel, impersonationOf, staffName } from "./impersonation.js";
export type { ActedBy, ImpersonationClaims } from "./impersonation.js";
